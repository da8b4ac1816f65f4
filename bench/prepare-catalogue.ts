/**
 * Prepares a benchmark DATA_DIR: starts its embedded PostgreSQL, migrates, seeds the demo
 * catalogue and grows it to `--products N` available pieces, then stops.
 * Usage: tsx bench/prepare-catalogue.ts <dataDir> <products>
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { startEmbeddedDatabase } from '../server/src/db/embedded.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { seedBenchCatalogue } from '../server/src/seed/seed-bench-catalogue.ts';
import { seedDemoCatalogue } from '../server/src/seed/seed-demo-catalogue.ts';

const [dataDir = 'bench/.data/default', target = '1000'] = process.argv.slice(2);
const wanted = Number.parseInt(target, 10);
const embedded = await startEmbeddedDatabase(path.resolve(dataDir), () => {});
const { db, pool } = openDatabase(embedded.url);
try {
  await migrateDatabase(db);
  await seedDemoCatalogue(db, { imageDir: path.resolve(dataDir, 'images') });
  const countRows = async () =>
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows[0]?.n ?? 0;
  const existing = await countRows();
  const started = performance.now();
  if (existing < wanted) await seedBenchCatalogue(db, { count: wanted - existing });
  await db.execute(sql`VACUUM ANALYZE products`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(JSON.stringify({ products: await countRows(), growSeconds: Number(seconds) }));
} finally {
  await pool.end();
  await embedded.stop();
}
