import type { ContentPostSummary } from '@portal/domain';

export interface PostFilters {
  search: string;
  /** '' is every category. */
  category: string;
  /** Tag document ids; a post must carry every selected tag. */
  tags: readonly string[];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** Posts matching the search (title or description, accents and case ignored), category and tags. */
export function filterPosts(posts: readonly ContentPostSummary[], { search, category, tags }: PostFilters): ContentPostSummary[] {
  const needle = fold(search.trim());
  return posts.filter((p) =>
    (!needle || fold(`${p.title} ${p.description ?? ''}`).includes(needle))
    && (!category || p.category === category)
    && tags.every((tag) => p.tags.some((x) => x.documentId === tag)));
}

/** The categories posts use, sorted. */
export const categoriesOf = (posts: readonly ContentPostSummary[]): string[] =>
  [...new Set(posts.flatMap((p) => (p.category ? [p.category] : [])))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
