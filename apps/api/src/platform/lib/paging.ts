import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COUNT_CAP, type Page } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { MicroCache } from './micro-cache.ts';
export type { SortedPageQuery } from '@portal/domain';

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column`, a lower-cased copy the database keeps of a text, contains `term` in any case: the
 * text's `ilike`, for less, since the rows are not lower-cased again for every search (decision 0107).
 * A trigram index on the column serves it.
 */
export const containsLowered = (column: SQLWrapper, term: string): SQL => sql`${column} like lower(${likePattern(term)})`;

/**
 * `containsLowered` in a statement planned once for every term (decision 0108), with the pattern
 * (`likePattern` of the term) bound as `pattern`, a placeholder. The pattern is lowered once per run,
 * as an initial plan, not again for each row the trigram index makes PostgreSQL recheck (a fifth of
 * the patients' search). A statement planned for its term must not use it: the planner would not
 * see the pattern.
 */
export const likeLoweredBound = (column: SQLWrapper, pattern: SQLWrapper): SQL => sql`${column} like (select lower(${pattern}))`;

/**
 * A regular expression for `word` at the start of a word of a text: at its beginning or after a
 * space, apostrophe, period or hyphen ("jo" finds "João" and "Ana-Joana", not "Marjorie"). The
 * separators are listed, not a class such as `[^[:alnum:]]`, which `pg_trgm` cannot read into
 * trigrams. Every character of `word` stands for itself.
 */
export const wordStartPattern = (word: string): string => `(^|[ '.-])${word.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)}`;

/**
 * `column`, a lower-cased copy of a text, has a word starting with the bound `pattern`
 * (`wordStartPattern`), lowered once per run as `likeLoweredBound`'s is. A trigram index serves it
 * with the word's first letters padded as a word's start ("  j", " jo"): two letters select a few
 * names, where anywhere in a name they select none and every name is read (decision 0110).
 */
export const startsWordLoweredBound = (column: SQLWrapper, pattern: SQLWrapper): SQL => sql`${column} ~ (select lower(${pattern}))`;

/**
 * Whether a term gives a trigram index something to look up: three letters or digits in a row.
 * Without, `pg_trgm` can only read the index whole.
 */
export const hasTrigrams = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

/** A case-insensitive contains-search over several columns (served by the trigram indexes). */
export function searchAny(term: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(${sql.join(columns.map((c) => sql`${c} ilike ${pattern}`), sql` or `)})`;
}

/**
 * One page and the total, in a constant two queries whatever the page size. `rows` receives
 * limit and offset; `count` the same filter.
 */
export async function paged<T>(rows: Promise<T[]>, count: Promise<{ total: number }[]>): Promise<Page<T>> {
  const [data, [counted]] = await Promise.all([rows, count]);
  return { data, total: counted?.total ?? 0 };
}

/**
 * A total that stops counting at COUNT_CAP: `select` is the list's filtered rows (any column), so
 * the database reads at most COUNT_CAP + 1 of them however many match (docs/decisions/0023-search-plans.md).
 */
export const cappedCountOf = (select: SQL) =>
  sql<number>`(select count(*)::int from (${select} limit ${COUNT_CAP + 1}) as capped)`;

/** The total and the flag a page carries, from a count made by `cappedCountOf`. */
export function cappedTotal(counted: number): Pick<Page<unknown>, 'total' | 'totalCapped'> {
  return counted > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: counted };
}

/** The `total` column of a counting query's one row (0 without a row). */
export async function totalOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, query);
  return row?.total ?? 0;
}

/**
 * One list's totals, kept for the micro-cache's moment and answered stale while one recount runs
 * (decisions 0006, 0027): paging through a list, or many viewers reading it, count it once. `key`
 * names everything that bounds the rows (the programme, the scope's `viewerKey`, every filter), so
 * only viewers who see the same rows share a count.
 */
export function sharedTotals(): (key: readonly unknown[], count: () => Promise<number>) => Promise<number> {
  const cache = new MicroCache<number>();
  return (key, count) => cache.getStale(JSON.stringify(key), count);
}

/** How long past its TTL a shared page is still answered while one reload runs (see `sharedPages`). */
export const PAGE_MAX_STALE_MS = 2_000;

/**
 * One list's whole pages, kept for the micro-cache's moment (decision 0033, the users list; 0093,
 * the request lists): many callers of one page share one load. Just past its TTL a page is answered
 * as it was while one reload runs, as the totals are (decision 0027); a page left unread for longer
 * is loaded afresh. Every write clears it in every process (decision 0045). `key` names everything
 * that bounds or shapes the rows: the programme, the scope's `viewerKey`, every filter, the order,
 * the page and whatever the viewer's type changes in a row. What a read must record (its audit
 * entry, the patients' privacy centres) is recorded by the caller on every call, cached or not.
 */
export function sharedPages<T>(maxEntries = 1_000): (key: readonly unknown[], load: () => Promise<T>) => Promise<T> {
  const cache = new MicroCache<T>(maxEntries);
  return (key, load) => cache.getStale(JSON.stringify(key), load, PAGE_MAX_STALE_MS);
}

/** Like `paged`, with a total counted by `cappedCountOf`. */
export async function pagedCapped<T>(rows: Promise<T[]>, count: Promise<{ total: number }[]>): Promise<Page<T>> {
  const [data, [counted]] = await Promise.all([rows, count]);
  return { data, ...cappedTotal(counted?.total ?? 0) };
}

/** `count(*)` as a JS number on both drivers. */
export const countAll = () => sql<number>`count(*)::int`;

/**
 * The ORDER BY of a sortable list: the asked column (from `columns`, so never the client's text)
 * then `tieBreak` in the same direction, so paging is stable; without `sort`, the list's `fallback`.
 */
export function sortedBy<K extends string>(
  columns: Record<K, SQLWrapper>, q: { sort?: K | undefined; order?: 'asc' | 'desc' | undefined }, tieBreak: SQLWrapper, fallback: SQL[],
): SQL[] {
  if (!q.sort) return fallback;
  const direction = q.order === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${columns[q.sort]} ${direction} nulls last`, sql`${tieBreak} ${direction}`];
}
