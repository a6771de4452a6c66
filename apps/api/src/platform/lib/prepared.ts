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
