import { z } from './zod-config.ts';
import { CMS_PORTAL_NAMES } from '../constants.ts';

/** Spec §3 Tag of a content post; `color` is a CSS colour for its chip (e.g. `#1565c0`). */
export const contentTagSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  name: z.string(),
  color: z.string().nullable(),
});
export type ContentTag = z.infer<typeof contentTagSchema>;

/**
 * Spec §3 Content post. `url` is the post's slug (`/contents/{url}`); `image.thumbnailUrl` is the
 * first non-empty of the image's large, medium, small and thumbnail formats; `body` is HTML the
 * screen sanitises before showing; `category` feeds the category select.
 */
export const contentPostSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(contentTagSchema),
  image: z.object({ thumbnailUrl: z.string().nullable(), alternativeText: z.string().nullable() }).nullable(),
  body: z.string(),
  publishedAt: z.string().nullable(),
});
export type ContentPost = z.infer<typeof contentPostSchema>;

/** A post in the list: everything but the body. */
export const contentPostSummarySchema = contentPostSchema.omit({ body: true });
export type ContentPostSummary = z.infer<typeof contentPostSummarySchema>;

const programCode = z.string().trim().min(1).max(100);
const portalName = z.enum(CMS_PORTAL_NAMES);

export const cmsListParamsSchema = z.object({ programCode, portalName });
/** A post by its document id or by its slug (`url`). */
export const cmsPostParamsSchema = cmsListParamsSchema.extend({ postDocumentId: z.string().trim().min(1).max(200) });

/**
 * The first non-empty of an image's formats in the spec's order (large, medium, small, thumbnail),
 * or null when none has a URL.
 */
export function thumbnailUrlOf(formats: Partial<Record<'large' | 'medium' | 'small' | 'thumbnail', string | null | undefined>>): string | null {
  for (const size of ['large', 'medium', 'small', 'thumbnail'] as const) {
    const url = formats[size]?.trim();
    if (url) return url;
  }
  return null;
}
