declare module 'virtual:api-manifest' {
  import type { RouteManifest } from '@portal/domain/contracts';

  /** The method and path of /login's endpoints (auth, programs) by dotted name, from the contracts. */
  const manifest: RouteManifest;
  export default manifest;
}

declare module 'virtual:api-manifest/full' {
  import type { RouteManifest } from '@portal/domain/contracts';

  /** The remaining endpoints' method and path (with the public ones), loaded with the first signed-in screen. */
  const manifest: RouteManifest;
  export default manifest;
}

declare module 'virtual:api-manifest/public' {
  import type { RouteManifest } from '@portal/domain/contracts';

  /** The other endpoints open to visitors (the public pages'), loaded with a public page. */
  const manifest: RouteManifest;
  export default manifest;
}
