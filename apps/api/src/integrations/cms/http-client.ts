import { thumbnailUrlOf, type CmsPortalName, type ContentPost, type ContentTag } from '@portal/domain';
import type { CmsProvider } from './cms.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

export interface CmsHttpOptions {
  baseUrl: string;
  /** An API token of the CMS, sent as a bearer token. */
  token?: string | undefined;
  timeoutMs?: number;
}

type Wire = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const record = (v: unknown): Wire | null => (v && typeof v === 'object' && !Array.isArray(v) ? v as Wire : null);
const list = (v: unknown): Wire[] => (Array.isArray(v) ? v.flatMap((x) => (record(x) ? [x as Wire] : [])) : []);

function toTag(t: Wire): ContentTag | null {
  const id = Number(t.id);
  const name = text(t.name);
  if (!Number.isInteger(id) || !name) return null;
  return { id, documentId: text(t.documentId) ?? String(id), name, color: text(t.color) };
}

/**
 * A Strapi-style REST API (`{ data: [...] }` answers; filters, populate and pagination as query
 * parameters): `GET {baseUrl}/api/posts` and `GET {baseUrl}/api/tags`, filtered by the
 * programme's code and the portal. Image URLs the CMS answers relative to itself are made absolute.
 */
export function cmsHttpClient(options: CmsHttpOptions): CmsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const absolute = (url: string | null) => (url && url.startsWith('/') ? `${base}${url}` : url);

  async function get(path: string, query: Record<string, string>): Promise<Wire[]> {
    const res = await fetchWithRequestId(`${base}/api/${path}?${new URLSearchParams(query).toString()}`, {
      headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!res.ok) throw new Error(`CMS answered ${res.status}`);
    const body = record(await res.json());
    if (!body || !Array.isArray(body.data)) throw new Error('CMS answered no data list');
    return list(body.data);
  }

  function toPost(p: Wire): ContentPost | null {
    const id = Number(p.id);
    const title = text(p.title);
    const url = text(p.url) ?? text(p.slug);
    if (!Number.isInteger(id) || !title || !url) return null;
    const image = record(p.image);
    const formats = record(image?.formats) ?? {};
    const formatUrl = (size: string) => text(record(formats[size])?.url) ?? undefined;
    const category = record(p.category);
    return {
      id, documentId: text(p.documentId) ?? String(id), title, url,
      description: text(p.description),
      category: text(category?.name) ?? text(p.category),
      tags: list(p.tags).flatMap((t) => toTag(t) ?? []),
      image: image ? {
        thumbnailUrl: absolute(thumbnailUrlOf({ large: formatUrl('large'), medium: formatUrl('medium'), small: formatUrl('small'), thumbnail: formatUrl('thumbnail') })),
        alternativeText: text(image.alternativeText),
      } : null,
      body: text(p.body) ?? '',
      publishedAt: text(p.publishedAt),
    };
  }

  const scope = (programCode: string, portal: CmsPortalName) => ({
    'filters[program][$eqi]': programCode, 'filters[portal][$eq]': portal, 'pagination[pageSize]': '100',
  });
  const populate = { 'populate[0]': 'tags', 'populate[1]': 'image', 'populate[2]': 'category', 'sort[0]': 'publishedAt:desc' };

  return {
    kind: 'http',
    async posts(programCode, portal) {
      return (await get('posts', { ...scope(programCode, portal), ...populate })).flatMap((p) => toPost(p) ?? []);
    },
    async post(programCode, portal, key) {
      const rows = await get('posts', {
        ...scope(programCode, portal), ...populate,
        'filters[$or][0][documentId][$eq]': key, 'filters[$or][1][url][$eq]': key,
      });
      return rows.flatMap((p) => toPost(p) ?? []).find((p) => p.documentId === key || p.url === key) ?? null;
    },
    async tags(programCode, portal) {
      return (await get('tags', scope(programCode, portal))).flatMap((t) => toTag(t) ?? []);
    },
  };
}
