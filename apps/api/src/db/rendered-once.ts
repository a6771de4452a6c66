import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant fragment (no parameters) rendered to its text once, when its module loads. Otherwise
 * the ORM walks and checks every part of the fragment again in each statement that embeds it: for
 * the request rows' columns and joins, about half a millisecond of an export's every batch.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a fragment with parameters cannot be rendered once');
  return sql.raw(text);
}
