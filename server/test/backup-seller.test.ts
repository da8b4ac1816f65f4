/**
 * The seller's settings in a base backup (ADR 0043): `seller.json` holds the settings row, read
 * through the seller module; when they cannot be read the backup fails and records why, rather than
 * reporting success without them. Taken with `cluster: false` (the DATABASE_URL kind), so no
 * cluster is copied.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeBaseBackup } from '#server/modules/backup/base-backup.ts';
import { type BackupPaths, backupPaths, readJsonFile } from '#server/modules/backup/files.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTestDatabase } from './helpers/test-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let root: string;
let paths: BackupPaths;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  root = await mkdtemp(path.join(os.tmpdir(), 'bk-seller-'));
  const dataDir = path.join(root, 'data');
  paths = backupPaths({
    DATA_DIR: dataDir,
    IMAGE_DIR: path.join(dataDir, 'images'),
    BACKUP_DIR: path.join(root, 'backups'),
  });
});
afterAll(async () => {
  await client.end();
  await database.drop();
  await rm(root, { recursive: true, force: true });
});

it("keeps the seller's settings row in seller.json", async () => {
  await storeSeller(database.db, { legalName: 'Harleen Kaur Handlooms' });
  const manifest = await takeBaseBackup({ paths, client, cluster: false });
  const rows = JSON.parse(await readFile(path.join(paths.baseDir, manifest.name, 'seller.json'), 'utf8'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ legalName: 'Harleen Kaur Handlooms' });
});

it('fails, and records the failure, when the settings cannot be read', async () => {
  await client.query('ALTER TABLE seller_settings RENAME TO seller_settings_away');
  try {
    await expect(
      takeBaseBackup({ paths, client, cluster: false, now: () => new Date(Date.now() + 60_000) }),
    ).rejects.toThrow(/seller_settings/);
  } finally {
    await client.query('ALTER TABLE seller_settings_away RENAME TO seller_settings');
  }
  const status = await readJsonFile<{ lastFailure?: { message: string } }>(paths.statusFile);
  expect(status?.lastFailure?.message).toMatch(/seller_settings/);
});
