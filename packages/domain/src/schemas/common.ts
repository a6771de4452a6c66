import { z } from './zod-config.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

/** Server-side paging of every list (spec §9): skip = page × rows, take = rows. */
export const pageQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * One page and the total. `totalCapped` says the list stopped counting at `total` (COUNT_CAP) and
 * more rows match; lists that always count exactly leave it out.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), totalCapped: z.boolean().optional() });
export interface Page<T> { data: T[]; total: number; totalCapped?: boolean | undefined }

/**
 * A record id: a positive PostgreSQL integer (a larger one answers 400, never reaches SQL). Every
 * id a request carries is one of these two, or ends with `.max(MAX_RECORD_ID)`.
 */
export const MAX_RECORD_ID = 2_147_483_647;
/** In a path or a query string (text coerced to a number). */
export const recordIdSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);
/** In a JSON body (a number already). */
export const recordIdValue = z.number().int().positive().max(MAX_RECORD_ID);
export const idParamSchema = z.object({ id: recordIdSchema });
export const programIdQuerySchema = z.object({ programId: recordIdSchema });

/** The one error shape every API failure answers with. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** A 429's wait in whole seconds, as its `Retry-After` header says. */
  retryAfterSeconds: z.number().int().positive().optional(),
  /** A code refused too soon (`codeResendTooSoon`): the code sent before can still be typed. */
  codeValid: z.boolean().optional(),
}).meta({ id: 'ApiError' }); // one component in the OpenAPI document, not a copy per answer
export type ApiError = z.infer<typeof errorSchema>;

/**
 * A paged list's sort: `sort` one of the list's allow-listed columns (never sent to SQL as text),
 * `order` ascending unless told otherwise. Without `sort` the list keeps its own default order.
 */
export const sortQuerySchema = <const C extends readonly [string, ...string[]]>(columns: C) => z.object({
  sort: z.enum(columns).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type SortOrder = 'asc' | 'desc';
/** A sortable paged list's query as the API reads it; `K` names its sort columns. */
export type SortedPageQuery<K extends string> = PageQuery & { sort?: K | undefined; order?: SortOrder | undefined };
