import type { ContentPost, ContentTag } from '@portal/domain';
import type { CmsProvider } from './cms.ts';
import { DEMO_CMS, type DemoPost, type DemoProgram, type DemoTag } from './simulator-data.ts';

const tagOf = (t: DemoTag): ContentTag => ({ id: t.id, documentId: `tag-${t.id}`, name: t.name, color: t.color });

/** A cover drawn offline: an SVG in the post's colour, as a data URL (no network needed). */
const cover = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="640" height="320" fill="${color}"/><circle cx="520" cy="80" r="120" fill="#ffffff" fill-opacity="0.15"/><circle cx="120" cy="300" r="90" fill="#ffffff" fill-opacity="0.1"/></svg>`)}`;

function postOf(program: DemoProgram, p: DemoPost): ContentPost {
  return {
    id: p.id, documentId: `post-${p.id}`, title: p.title, url: p.url, description: p.description, category: p.category,
    tags: program.tags.filter((t) => p.tags.includes(t.id)).map(tagOf),
    image: p.cover ? { thumbnailUrl: cover(p.cover), alternativeText: null } : null,
    body: p.body, publishedAt: p.publishedAt,
  };
}

const programOf = (code: string): DemoProgram => DEMO_CMS[code.toUpperCase()] ?? { tags: [], posts: [] };

/** Demo posts and tags answered offline; a programme without demo material has none. */
export const cmsSimulator: CmsProvider = {
  kind: 'simulator',
  async posts(programCode) {
    const program = programOf(programCode);
    return program.posts.map((p) => postOf(program, p)).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  },
  async post(programCode, _portal, key) {
    const program = programOf(programCode);
    const found = program.posts.find((p) => p.url === key || `post-${p.id}` === key);
    return found ? postOf(program, found) : null;
  },
  async tags(programCode) {
    return programOf(programCode).tags.map(tagOf);
  },
};
