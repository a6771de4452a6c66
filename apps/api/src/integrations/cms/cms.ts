import type { CmsPortalName, ContentPost, ContentTag } from '@portal/domain';

/**
 * The content management system: a programme's published posts and tags for one portal. One
 * interface, a real HTTP client and an offline simulator. Transport failures throw.
 */
export interface CmsProvider {
  readonly kind: 'simulator' | 'http';
  /** Newest first. */
  posts(programCode: string, portal: CmsPortalName): Promise<ContentPost[]>;
  /** A post by its document id or its slug (`url`); null when the programme has none. */
  post(programCode: string, portal: CmsPortalName, documentIdOrSlug: string): Promise<ContentPost | null>;
  tags(programCode: string, portal: CmsPortalName): Promise<ContentTag[]>;
}
