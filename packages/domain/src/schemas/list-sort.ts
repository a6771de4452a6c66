import { z } from './zod-config.ts';

/**
 * The spec's list sorting (§7), accepted by every column-sorted list beside the portal's own:
 * `sortBy` names the column and `sort` is 0 (ascending) or 1 (descending), as the procedures list
 * takes them; `sort` naming the column with `order` asc/desc keeps working. One normalisation,
 * applied by the API before validation, turns the spec's form into the portal's.
 */
export const SPEC_SORT_DIRECTIONS = ['0', '1'] as const;

type Query = Record<string, unknown>;

const isDirection = (value: unknown): value is '0' | '1' => value === '0' || value === '1';

/** `sortBy=name&sort=1` → `sort=name&order=desc`; `sort=1` alone → `order=desc`. An explicit `order` wins. */
export function normaliseListSort(query: Query): Query {
  const { sort, sortBy, ...rest } = query;
  const direction = isDirection(sort) ? sort : undefined;
  // Nothing to turn, or a `sort` that is neither a direction nor alone: left for validation to judge.
  if (sortBy === undefined ? direction === undefined : sort !== undefined && direction === undefined) return query;
  const column = sortBy ?? (direction === undefined ? sort : undefined);
  return {
    ...rest,
    ...(column === undefined ? {} : { sort: column }),
    ...(direction !== undefined && rest.order === undefined ? { order: direction === '1' ? 'desc' : 'asc' } : {}),
  };
}

/** A list whose query sorts by an allow-listed column (`sort`) in an `order`: the lists the normalisation applies to. */
export function sortColumnsOf(query: z.ZodType | undefined): z.ZodEnum | undefined {
  if (!(query instanceof z.ZodObject) || !('order' in query.shape)) return undefined;
  const sort: unknown = query.shape.sort;
  const inner = sort instanceof z.ZodOptional ? sort.unwrap() : sort;
  return inner instanceof z.ZodEnum ? inner : undefined;
}

/** The query as the OpenAPI document shows it: both forms, from the list's own column enum. */
export function withSpecSortDocumented(query: z.ZodObject, columns: z.ZodEnum): z.ZodObject {
  return query.safeExtend({
    sort: z.union([columns, z.enum(SPEC_SORT_DIRECTIONS)]).optional()
      .describe('Coluna da ordenação, ou (como na especificação) 0 = crescente, 1 = decrescente com a coluna em sortBy.'),
    sortBy: columns.optional().describe('Coluna da ordenação quando sort é 0 ou 1.'),
    order: z.enum(['asc', 'desc']).optional().describe('Direção quando sort nomeia a coluna (padrão asc); prevalece sobre sort 0/1.'),
  });
}
