/**
 * Named prepared statements for the hot reads: with many indexes on `products`, planning costs
 * more than running. After a few runs PostgreSQL keeps a generic plan, so only statements whose
 * best plan does not depend on the values belong here (lookups by key, not searches).
 */
import type { Database } from './client.ts';

/** Prepares `build`'s query once per handle (pool or transaction); its name must be unique. */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byHandle = new WeakMap<Database, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
