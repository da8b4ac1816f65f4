/**
 * Start-up: environment → database (embedded or DATABASE_URL) → migrations → seller settings from
 * SELLER_* → demo seed → the seller required in production → listen;
 * clean shutdown on SIGINT/SIGTERM: stop HTTP, close the pool, stop embedded PostgreSQL
 * (docs/operations.md#start-and-stop).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { openDatabase, SERVING_TIMEOUTS } from '#server/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '#server/db/embedded.ts';
import { migrateDatabase, withStartupLock } from '#server/db/migrate.ts';
import { loggerOptions } from '#server/http/log-redaction.ts';
import { embeddedArchiving } from '#server/modules/backup/run.ts';
import { catalogueHasPieces } from '#server/modules/catalog/public.ts';
import {
  requireSellerInProduction,
  SellerMissingError,
  storeFirstSeller,
} from '#server/modules/seller/startup.ts';
import { seedDemoCatalogue } from '#server/seed/seed-demo-catalogue.ts';
import { buildApp } from './app.ts';

/** The built storefront, found from the source tree or from server/dist. */
function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../web/dist'), path.resolve(here, '../web/dist')].find((dir) =>
    existsSync(path.join(dir, 'index.html')),
  );
}

function loadEnv() {
  try {
    return resolveEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\nFix these settings and start again.\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const startedAt = performance.now();
  const env = loadEnv();
  // No secrets in the logs: reset tokens and query values out of URLs, values out of failed queries.
  const logger = pino(loggerOptions(env.LOG_LEVEL));

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgLog = logger.child({ component: 'postgres' });
    // WAL archived into BACKUP_DIR from the first start (ADR 0043).
    embedded = await startEmbeddedDatabase(
      path.join(env.DATA_DIR),
      (line) => pgLog.debug(line),
      embeddedArchiving(env),
    );
    databaseUrl = embedded.url;
    logger.info({ dataDir: env.DATA_DIR }, 'embedded PostgreSQL started');
  }
  // Start-up work may wait long (another instance migrating, the first image render): its own
  // pool, without the serving pool's time limits.
  const startup = openDatabase(databaseUrl, 2);
  const { db, pool } = openDatabase(databaseUrl, 10, SERVING_TIMEOUTS);

  const closeDatabase = async () => {
    await startup.pool.end().catch(() => {});
    await pool.end();
    await embedded?.stop();
  };

  try {
    await withStartupLock(startup.pool, async () => {
      await migrateDatabase(startup.db);
      // SELLER_* first, so the demo seller stands in only when they are not set (ADR 0032).
      if (await storeFirstSeller(startup.db, env.seller)) logger.info('seller settings stored from SELLER_*');
      if (env.SEED_DEMO) {
        const result = await seedDemoCatalogue(startup.db, {
          imageDir: env.IMAGE_DIR,
          log: (message) => logger.info(message),
        });
        if (result.seeded) logger.info({ products: result.products }, 'demo catalogue seeded');
      }
      const selling = env.NODE_ENV === 'production' && (await catalogueHasPieces(startup.db));
      await requireSellerInProduction(startup.db, selling);
    });
  } catch (error) {
    if (error instanceof SellerMissingError) process.stderr.write(`${error.message}\n`);
    logger.fatal({ err: error }, 'start-up failed');
    await closeDatabase();
    process.exit(1);
  }
  await startup.pool.end();

  const app = await buildApp({
    env,
    db,
    pool,
    webDist: findWebDist(),
    logger,
    embeddedCluster: embedded !== undefined,
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    await closeDatabase();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    { startupMs: Math.round(performance.now() - startedAt) },
    `${env.SHOP_NAME} is open at http://localhost:${port}`,
  );
}

await main();
