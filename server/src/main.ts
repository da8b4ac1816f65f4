/**
 * Start-up: environment → database (embedded or DATABASE_URL) → migrations → seller settings from
 * SELLER_* → demo seed (rows only) → the seller required in production → listen → the demo
 * pictures rendered in the background, placeholders served until then (ADR 0045);
 * clean shutdown on SIGINT/SIGTERM: health answers 503 "draining" for SHUTDOWN_DRAIN_SECONDS while
 * requests are still served, then stop taking connections, finish those in flight (10 s at most),
 * close the pool, stop embedded PostgreSQL (docs/operations.md#start-and-stop, ADR 0047).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { EnvError, notProductionWarning, resolveEnv } from '#server/config/env.ts';
import { openDatabase, SERVING_TIMEOUTS } from '#server/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '#server/db/embedded.ts';
import { migrateDatabase, withStartupLock } from '#server/db/migrate.ts';
import { loggerOptions } from '#server/http/log-redaction.ts';
import { ForeignArchiveError } from '#server/modules/backup/archive.ts';
import { embeddedArchiving } from '#server/modules/backup/run.ts';
import { catalogueHasPieces } from '#server/modules/catalog/public.ts';
import { createS3ImageStore } from '#server/modules/photos/public.ts';
import {
  requireSellerInProduction,
  SellerMissingError,
  storeFirstSeller,
} from '#server/modules/seller/startup.ts';
import { createDemoImageRenderer, type DemoImageRenderer } from '#server/seed/demo-image-render.ts';
import {
  copyDemoImagesToStore,
  demoCatalogueSeeded,
  seedDemoCatalogue,
} from '#server/seed/seed-demo-catalogue.ts';
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

/** How long requests in flight may take to finish once the port is closed, in ms. */
const IN_FLIGHT_GRACE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const env = loadEnv();
  // No secrets in the logs: reset tokens and query values out of URLs, values out of failed queries.
  const logger = pino(loggerOptions(env.LOG_LEVEL));
  // A live shop started without NODE_ENV=production: the sandbox's free "Pay" buttons (ADR 0019).
  const modeWarning = notProductionWarning(env);
  if (modeWarning) logger.warn({ nodeEnv: env.NODE_ENV }, modeWarning);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgLog = logger.child({ component: 'postgres' });
    // WAL archived into BACKUP_DIR from the first start (ADR 0043).
    embedded = await startEmbeddedDatabase(
      path.join(env.DATA_DIR),
      (line) => pgLog.debug(line),
      embeddedArchiving(env),
    ).catch((error: unknown) => {
      // BACKUP_DIR archives another database: never archive over it (ADR 0043).
      if (!(error instanceof ForeignArchiveError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    });
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

  let demoImages: DemoImageRenderer | undefined;
  try {
    await withStartupLock(startup.pool, async () => {
      await migrateDatabase(startup.db);
      // SELLER_* first, so the demo seller stands in only when they are not set (ADR 0032).
      if (await storeFirstSeller(startup.db, env.seller)) logger.info('seller settings stored from SELLER_*');
      if (env.SEED_DEMO) {
        const result = await seedDemoCatalogue(startup.db, {
          imageDir: env.IMAGE_DIR,
          writeImages: false,
          log: (message) => logger.info(message),
        });
        if (result.seeded) logger.info({ products: result.products }, 'demo catalogue seeded');
        if (await demoCatalogueSeeded(startup.db)) {
          const imageLog = logger.child({ component: 'demo-images' });
          demoImages = createDemoImageRenderer({
            imageDir: env.IMAGE_DIR,
            log: (message) => imageLog.info(message),
            onError: (err) => imageLog.error({ err }, 'a demo picture failed to render'),
          });
        }
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

  // The image folder exists from the start, so the static files find it before the first picture.
  if (demoImages) await mkdir(env.IMAGE_DIR, { recursive: true });
  const drain = { draining: false };
  const app = await buildApp({
    env,
    db,
    pool,
    webDist: findWebDist(),
    logger,
    drain,
    demoImages,
    embeddedCluster: embedded !== undefined,
  });
  const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
  // The in-flight allowance (10 s) comes on top of the drain; a second signal forces the exit.
  closeWithGrace({ delay: drainMs + IN_FLIGHT_GRACE_MS }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal, drainMs }, 'shutting down');
    if (!err && drainMs > 0) {
      drain.draining = true;
      await sleep(drainMs);
    }
    await demoImages?.stop();
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
  // After listening, so the shop serves (with placeholders) while the pictures render; a bucket
  // then receives the rendered demo pictures it lacks (ADR 0068).
  void demoImages?.start().then(async () => {
    if (!env.s3) return;
    const bucket = createS3ImageStore(env.s3);
    try {
      const counts = await copyDemoImagesToStore(env.IMAGE_DIR, bucket);
      logger.info({ bucket: bucket.bucket, ...counts }, 'demo pictures copied into the bucket');
    } catch (error) {
      logger.error({ err: error }, 'the demo pictures could not be copied into the bucket');
    } finally {
      bucket.close();
    }
  });
}

await main();
