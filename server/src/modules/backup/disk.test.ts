import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharesDisk } from './disk.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'disk-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('sharesDisk', () => {
  it('tells two folders of one file system, even a backup folder not made yet', async () => {
    expect(await sharesDisk(path.join(root, 'backups', 'not-yet'), root)).toBe(true);
  });

  it('tells folders on two file systems apart', async () => {
    // /proc is its own file system on Linux, never the temporary folder's.
    expect(await sharesDisk('/proc/self', root)).toBe(false);
  });
});
