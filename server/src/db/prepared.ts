/**
 * Named prepared statements for the hot reads (issue 8 §1). PostgreSQL planned the home rows'
 * query in ~1 ms and ran it in ~0.2 ms: with nine indexes on `products` the plan costs more than
 * the work. A named statement is parsed once per connection, and after a few runs PostgreSQL
 * keeps its generic plan, so only statements whose best plan does not depend on the values
 * belong here (lookups by key, not searches). node-postgres prepares a name on each connection
 * the first time that connection runs it; drizzle also skips rebuilding the SQL.
 */
import type { Database } from './client.ts';

/**
 * Wraps `build`, which prepares a query on a database handle, so that each handle (the pool's,
 * or a transaction's) prepares it once. The statement's name must be unique in the process.
 */
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
