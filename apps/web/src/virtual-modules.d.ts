declare module 'virtual:api-manifest' {
  import type { RouteManifest } from '@portal/domain/contracts';

  /** The method and path of /login's endpoints (auth, programs) by dotted name, from the contracts. */
  const manifest: RouteManifest;
  export default manifest;
}

declare module 'virtual:api-manifest/full' {
  import type { RouteManifest } from '@portal/domain/contracts';

  /** Every other endpoint's method and path, loaded with the first screen that is not /login. */
  const manifest: RouteManifest;
  export default manifest;
}
