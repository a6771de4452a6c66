import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client.ts';

/**
 * A named statement built once per database handle (the pool, or one transaction) and kept: the
 * query builder's work is done once, and each pooled connection parses and plans the statement
 * once, then only binds values (docs/decisions/0037-list-reads.md). `build` must give the same SQL
 * text every time, since the statement's name stands for it on every connection.
 */
export function preparedPerDb<S>(build: (db: DbOrTx) => S): (db: DbOrTx) => S {
  const byDb = new WeakMap<DbOrTx, S>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, statement = build(db));
    return statement;
  };
}

/**
 * `preparedPerDb` for statements whose text takes one of a few shapes: one statement per shape and
 * database handle, built on first use and named `${prefix}_${key}`, so `key` must tell every text apart.
 */
export function preparedPerShape<Shape, S>(
  prefix: string, keyOf: (shape: Shape) => string, build: (db: DbOrTx, shape: Shape, name: string) => S,
): (db: DbOrTx, shape: Shape) => S {
  const byDb = new WeakMap<DbOrTx, Map<string, S>>();
  return (db, shape) => {
    let byShape = byDb.get(db);
    if (!byShape) byDb.set(db, byShape = new Map<string, S>());
    const key = keyOf(shape);
    let statement = byShape.get(key);
    if (!statement) byShape.set(key, statement = build(db, shape, `${prefix}_${key}`));
    return statement;
  };
}

const dialect = new PgDialect();

/** A named statement whose rows come back as the driver reads them. */
export interface PreparedRows<Row> { execute(values: Record<string, unknown>): Promise<Row[]> }

/**
 * `preparedPerDb` for a statement written as SQL (`sql.placeholder` for its values) whose rows are
 * taken as the driver reads them, each column under its alias: the query builder's selections map
 * every cell through a chain of type checks, a sixth of the CPU of an export that reads rows a
 * thousand at a time (docs/decisions/0111-export-rows-as-the-driver-reads-them.md).
 */
export function preparedRows<Row>(name: string, query: SQL): (db: DbOrTx) => PreparedRows<Row> {
  const rendered = dialect.sqlToQuery(query);
  return preparedPerDb((db) => {
    const statement = db._.session.prepareQuery(rendered, undefined, name, false);
    return { execute: async (values) => ((await statement.execute(values)) as { rows: Row[] }).rows };
  });
}
