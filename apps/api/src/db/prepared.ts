import type { Db } from './client.ts';

/**
 * Prepared queries kept per store, one per shape (what changes the SQL text: sort, filters
 * present, page 0 or not), so that a list call does not build its SQL again on every request.
 * The values travel as placeholders. `prepare` runs on a shape's first use in a store.
 */
export function preparedPerStore<Query>(): (db: Db, shape: string, prepare: () => Query) => Query {
  const byStore = new WeakMap<Db, Map<string, Query>>();
  return (db, shape, prepare) => {
    let prepared = byStore.get(db);
    if (!prepared) byStore.set(db, (prepared = new Map()));
    let query = prepared.get(shape);
    if (!query) prepared.set(shape, (query = prepare()));
    return query;
  };
}
