/**
 * The back office's backup status and the owner's health (ADR 0043): `GET /api/admin/backups` and
 * `GET /api/admin/health` read status.json and the base backups in BACKUP_DIR and the database's
 * archiver; with DATABASE_URL the mode is `external` and no archive is read. The public
 * `/api/health` is unchanged.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupPaths, writeJsonFile } from '#server/modules/backup/files.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let backupDir: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let external: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'bk-admin-'));
  t = await createTestApp({ BACKUP_DIR: backupDir });
  external = await createTestApp({ BACKUP_DIR: backupDir, DATABASE_URL: 'postgres://elsewhere:5432/shop' });
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const paths = backupPaths(t.env);
  await writeJsonFile(paths.statusFile, {
    lastSuccess: {
      at: '2026-11-26T00:00:05.000Z',
      name: '20261126T000000Z',
      sizeBytes: 2048,
      seconds: 5,
      kind: 'cluster',
    },
    lastFailure: { at: '2026-11-25T00:00:01.000Z', message: 'disk full' },
  });
  await writeJsonFile(path.join(paths.baseDir, '20261126T000000Z', 'backup.json'), {
    name: '20261126T000000Z',
    kind: 'cluster',
    startedAt: '2026-11-26T00:00:00.000Z',
    stoppedAt: '2026-11-26T00:00:05.000Z',
    startWal: '000000010000000000000004',
    startLsn: '0/4000028',
    stopLsn: '0/4000120',
    sizeBytes: 2048,
  });
});
afterAll(async () => {
  await Promise.all([t.close(), external.close()]);
  await rm(backupDir, { recursive: true, force: true });
});

it('shows the last base backups and the archive to an admin, and nothing to a shopper', async () => {
  expect((await adminCall(t.app, 'GET', '/admin/backups')).statusCode).toBe(401);
  const response = await adminCall(t.app, 'GET', '/admin/backups', { token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json();
  expect(data).toMatchObject({
    mode: 'embedded',
    backupDir,
    keepDays: 14,
    archiveSeconds: 60,
    lastSuccess: { name: '20261126T000000Z', sizeBytes: 2048 },
    lastFailure: { message: 'disk full' },
    backups: [{ name: '20261126T000000Z', kind: 'cluster', sizeBytes: 2048 }],
  });
  expect(typeof data.archive.archiving).toBe('boolean');
  expect(data.archive.lagBytes).toBeGreaterThanOrEqual(0);
  expect(data.archive.failedCount).toBeGreaterThanOrEqual(0);
});

it('gives the owner health details with the backups; DATABASE_URL is external with no archive', async () => {
  const health = await adminCall(t.app, 'GET', '/admin/health', { token: admin.token });
  expect(health.statusCode, health.body).toBe(200);
  expect(health.json().data).toMatchObject({ db: 'ok', backups: { mode: 'embedded' } });

  const owner = await createAdmin(external.app, external.pool, external.env.DATA_DIR);
  const response = await adminCall(external.app, 'GET', '/admin/backups', { token: owner.token });
  expect(response.json().data).toMatchObject({ mode: 'external', archive: null });

  const publicHealth = await adminCall(t.app, 'GET', '/health');
  expect(publicHealth.json()).toEqual({ success: true, data: { db: 'ok' } });
});
