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
