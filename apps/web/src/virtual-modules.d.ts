declare module 'virtual:api-manifest' {
  import type { RouteManifest } from '@portal/domain/contracts';

  /** Each endpoint's method and path by dotted name, derived at build time from the contracts. */
  const manifest: RouteManifest;
  export default manifest;
}
