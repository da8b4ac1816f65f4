import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  archiveCommand,
  claimArchive,
  clusterSystemId,
  ForeignArchiveError,
  postgresTime,
  restoreCommand,
  segmentEndBytes,
} from './archive.ts';
import { type BackupManifest, skippedInBaseBackup } from './base-backup.ts';
import { backupPaths } from './files.ts';
import { chooseBackup, parseRestoreArgs, parseTargetTime, RestoreError } from './restore.ts';
import { planRetention } from './retention.ts';
import { backupDue, latestBackupSlot, readBackupStatus } from './run.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('parseRestoreArgs', () => {
  it('reads no --to as the end of the archive', () => {
    expect(parseRestoreArgs([], now)).toEqual({});
  });

  it('reads a time without an offset as India time (UTC+05:30)', () => {
    expect(parseRestoreArgs(['--to', '2026-11-24 18:30'], now).to?.toISOString()).toBe(
      '2026-11-24T13:00:00.000Z',
    );
    expect(parseTargetTime('2026-11-24T18:30:15').toISOString()).toBe('2026-11-24T13:00:15.000Z');
  });

  it('reads an ISO time with its own offset', () => {
    expect(parseTargetTime('2026-11-24T13:00:00Z').toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(parseTargetTime('2026-11-24 08:00+0100').toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(parseTargetTime('2026-11-24T18:30:00.250+05:30').toISOString()).toBe('2026-11-24T13:00:00.250Z');
  });

  it('refuses garbage, impossible dates, unknown flags and the future with a RestoreError', () => {
    for (const wrong of ['yesterday', '2026-02-30 10:00', '2026-11-24 25:00', '24/11/2026 18:30', '']) {
      expect(() => parseRestoreArgs(['--to', wrong], now), wrong).toThrow(/is not a time like/);
    }
    expect(() => parseRestoreArgs(['--at', '2026-11-24 18:30'], now)).toThrow(RestoreError);
    expect(() => parseRestoreArgs(['--to'], now)).toThrow(/Usage: npm run restore/);
    expect(() => parseRestoreArgs(['--to', '2026-11-27 10:00'], now)).toThrow(/in the future/);
  });
});

const backup = (name: string, stoppedAt: string, startWal = '000000010000000000000005') =>
  ({
    name,
    kind: 'cluster',
    startedAt: stoppedAt,
    stoppedAt,
    startWal,
    startLsn: null,
    stopLsn: null,
    sizeBytes: 1,
  }) as BackupManifest;

describe('chooseBackup', () => {
  const backups = [backup('a', '2026-11-20T00:00:00Z'), backup('b', '2026-11-25T00:00:00Z')];

  it('takes the newest finished before the target, or the newest without one', () => {
    expect(chooseBackup(backups, new Date('2026-11-24T00:00:00Z'), '/b').name).toBe('a');
    expect(chooseBackup(backups, new Date('2026-11-25T00:00:00Z'), '/b').name).toBe('b');
    expect(chooseBackup(backups, undefined, '/b').name).toBe('b');
  });

  it('refuses a target before the first backup finished, and no backups at all', () => {
    expect(() => chooseBackup(backups, new Date('2026-11-19T00:00:00Z'), '/b')).toThrow(
      /before the first base backup finished \(2026-11-20T00:00:00Z\)/,
    );
    expect(() => chooseBackup([], undefined, '/b')).toThrow(/No base backups in \/b\/base/);
  });
});

describe('planRetention', () => {
  const wal = [
    '000000010000000000000003.gz',
    '000000010000000000000004.gz',
    '000000010000000000000004.00000028.backup.gz',
    '000000020000000000000005.gz',
    '000000020000000000000006.gz',
    '00000002.history.gz',
  ];

  it('drops base backups older than the days kept and WAL before the oldest kept start', () => {
    const plan = planRetention(
      [
        backup('old', '2026-11-01T00:00:00Z', '000000010000000000000003'),
        backup('kept', '2026-11-20T00:00:00Z', '000000020000000000000005'),
      ],
      wal,
      now,
      14,
    );
    expect(plan.backups).toEqual(['old']);
    expect(plan.wal).toEqual([
      '000000010000000000000003.gz',
      '000000010000000000000004.00000028.backup.gz',
      '000000010000000000000004.gz',
    ]);
  });

  it('always keeps the newest backup and its WAL, and everything without backups', () => {
    const plan = planRetention(
      [backup('only', '2026-01-01T00:00:00Z', '000000010000000000000004')],
      wal,
      now,
      1,
    );
    expect(plan.backups).toEqual([]);
    expect(plan.wal).toEqual(['000000010000000000000003.gz']);
    expect(planRetention([], wal, now, 1)).toEqual({ backups: [], wal: [] });
  });
});

describe('skippedInBaseBackup', () => {
  it('leaves out what the PostgreSQL docs exclude, and keeps the data', () => {
    for (const skipped of [
      'postmaster.pid',
      'postmaster.opts',
      'pg_wal/000000010000000000000001',
      'pg_wal/archive_status',
      'pg_stat_tmp/global.stat',
      'pg_replslot/slot',
      'base/5/pgsql_tmp',
      'global/pg_internal.init',
    ]) {
      expect(skippedInBaseBackup(skipped), skipped).toBe(true);
    }
    for (const kept of [
      'base/5/16384',
      'global/pg_control',
      'pg_xact/0000',
      'postgresql.auto.conf',
      'pg_wal',
    ]) {
      expect(skippedInBaseBackup(kept), kept).toBe(false);
    }
  });
});

describe('archive and restore commands', () => {
  let dir: string;
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs a command as PostgreSQL would, with %p and %f filled in; resolves with the exit code. */
  function run(command: string, segment: string, name: string): number {
    const shell = command.replaceAll('%p', segment).replaceAll('%f', name).replaceAll('%%', '%');
    try {
      execFileSync('sh', ['-c', shell], { cwd: dir, stdio: 'ignore' });
      return 0;
    } catch (error) {
      return (error as { status: number }).status;
    }
  }

  it('stores a segment gzipped and whole, accepts the same again, never overwrites a different one', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "bk-unit-it's 100%-"));
    const walDir = path.join(dir, "wal it's");
    execFileSync('mkdir', [walDir]);
    await writeFile(path.join(dir, 'segment'), 'first');
    const name = '000000010000000000000001';
    expect(run(archiveCommand(walDir), 'segment', name)).toBe(0);
    expect(await readdir(walDir)).toEqual([`${name}.gz`]);
    expect(gunzipSync(await readFile(path.join(walDir, `${name}.gz`))).toString()).toBe('first');
    expect(run(archiveCommand(walDir), 'segment', name)).toBe(0);
    await writeFile(path.join(dir, 'segment'), 'different');
    expect(run(archiveCommand(walDir), 'segment', name)).not.toBe(0);
    expect(gunzipSync(await readFile(path.join(walDir, `${name}.gz`))).toString()).toBe('first');

    expect(run(restoreCommand(walDir), 'restored', name)).toBe(0);
    expect(await readFile(path.join(dir, 'restored'), 'utf8')).toBe('first');
    expect(run(restoreCommand(walDir), 'missing', '000000010000000000000002')).not.toBe(0);
    expect(await readdir(dir)).not.toContain('missing');
  });

  it('writes times as recovery_target_time takes them and finds a segment end', () => {
    expect(postgresTime(new Date('2026-11-24T13:00:00Z'))).toBe('2026-11-24 13:00:00.000+00');
    expect(segmentEndBytes('000000010000000000000003', 16 * 1024 * 1024)).toBe(4 * 16 * 1024 * 1024);
    expect(segmentEndBytes('000000010000000100000000', 16 * 1024 * 1024)).toBe(
      0x1_0000_0000 + 16 * 1024 * 1024,
    );
    expect(segmentEndBytes('00000002.history', 16 * 1024 * 1024)).toBeUndefined();
  });
});

describe('claimArchive', () => {
  /** A cluster folder whose pg_control starts with `id` (little-endian, as on this machine). */
  async function fakeCluster(dataDir: string, id: bigint) {
    await mkdir(path.join(dataDir, 'postgres', 'global'), { recursive: true });
    const control = Buffer.alloc(64);
    control.writeBigUInt64LE(id, 0);
    await writeFile(path.join(dataDir, 'postgres', 'global', 'pg_control'), control);
  }

  it('lets the first cluster claim the archive and refuses any other, naming both', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'claim-'));
    try {
      const paths = backupPaths({
        DATA_DIR: path.join(root, 'data'),
        IMAGE_DIR: path.join(root, 'data', 'images'),
        BACKUP_DIR: path.join(root, 'backups'),
      });
      await fakeCluster(paths.dataDir, 7_401_234_567_890_123_456n);
      expect(await clusterSystemId(paths.clusterDir)).toBe('7401234567890123456');
      await claimArchive(paths, now);
      expect(JSON.parse(await readFile(path.join(paths.backupDir, 'cluster.json'), 'utf8'))).toEqual({
        systemIdentifier: '7401234567890123456',
        claimedAt: '2026-11-26T12:00:00.000Z',
      });
      // The same cluster again (a restart, or restored from one of its base backups): accepted.
      await expect(claimArchive(paths)).resolves.toBeUndefined();

      // A new cluster in its place: refused, and the claim stays the first cluster's.
      await rm(paths.clusterDir, { recursive: true });
      await fakeCluster(paths.dataDir, 42n);
      const refused = claimArchive(paths);
      await expect(refused).rejects.toBeInstanceOf(ForeignArchiveError);
      await expect(refused).rejects.toThrow(/7401234567890123456.*is 42\. .*npm run restore.*BACKUP_DIR/s);
      expect(await readFile(path.join(paths.backupDir, 'cluster.json'), 'utf8')).toContain(
        '7401234567890123456',
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('backupDue', () => {
  const at = (iso: string) => new Date(iso);

  it('is due at once on a new shop, then in the night slot (03:00 India time) once a day', () => {
    const lastNight = at('2026-11-25T21:31:00Z'); // 26 Nov 03:01 IST
    expect(backupDue(at('2026-11-26T15:00:00Z'), undefined, 24, 3)).toBe(true);
    expect(latestBackupSlot(at('2026-11-26T15:00:00Z'), 24, 3).toISOString()).toBe(
      '2026-11-25T21:30:00.000Z',
    );
    // All day after last night's backup: not due, however many hourly checks run.
    expect(backupDue(at('2026-11-26T15:00:00Z'), lastNight, 24, 3)).toBe(false);
    expect(backupDue(at('2026-11-26T21:29:59Z'), lastNight, 24, 3)).toBe(false);
    // From 03:00 the next night: due.
    expect(backupDue(at('2026-11-26T21:30:00Z'), lastNight, 24, 3)).toBe(true);
  });

  it('counts a last success whose time does not parse as no backup, so one is taken', () => {
    expect(backupDue(at('2026-11-26T15:00:00Z'), new Date('yesterday'), 24, 3)).toBe(true);
  });

  it('makes up a slot missed while the shop was down at the next check', () => {
    const twoNightsAgo = at('2026-11-24T21:40:00Z');
    expect(backupDue(at('2026-11-26T10:00:00Z'), twoNightsAgo, 24, 3)).toBe(true);
  });

  it('keeps slots from BACKUP_HOUR every BACKUP_EVERY_HOURS, without drift', () => {
    // Every 6 h from 03:00 IST: 03:00, 09:00, 15:00, 21:00 IST, i.e. 21:30, 03:30, 09:30, 15:30 UTC.
    expect(latestBackupSlot(at('2026-11-26T12:00:00Z'), 6, 3).toISOString()).toBe('2026-11-26T09:30:00.000Z');
    expect(latestBackupSlot(at('2026-12-31T16:00:00Z'), 6, 3).toISOString()).toBe('2026-12-31T15:30:00.000Z');
    expect(latestBackupSlot(at('2026-11-26T12:00:00Z'), 24, 0).toISOString()).toBe(
      '2026-11-25T18:30:00.000Z',
    );
  });
});

describe('readBackupStatus', () => {
  it('says when it cannot read the status or a backup, rather than "no backups"', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'status-'));
    const env = {
      DATA_DIR: path.join(root, 'data'),
      IMAGE_DIR: path.join(root, 'data', 'images'),
      BACKUP_DIR: path.join(root, 'backups'),
      BACKUP_KEEP_DAYS: 7,
      BACKUP_ARCHIVE_SECONDS: 60,
      // An external database: no archiver to ask, so no pool is used.
      DATABASE_URL: 'postgres://unused',
    };
    const pool = {} as pg.Pool;
    try {
      const paths = backupPaths(env);
      await expect(readBackupStatus(env, pool)).resolves.toMatchObject({ backups: [], lastSuccess: null });

      await mkdir(path.join(paths.baseDir, '20261126T120000Z'), { recursive: true });
      await writeFile(path.join(paths.baseDir, '20261126T120000Z', 'backup.json'), '{ half a manifest');
      await expect(readBackupStatus(env, pool)).rejects.toThrow(SyntaxError);

      await rm(paths.baseDir, { recursive: true });
      await writeFile(paths.statusFile, 'not json');
      await expect(readBackupStatus(env, pool)).rejects.toThrow(SyntaxError);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
