/**
 * A direct connection to the e2e shop's embedded PostgreSQL (found through its DATA_DIR: the
 * password file and postmaster.pid), for what a browser cannot do quickly — e.g. letting a
 * 15-minute reservation run out.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { e2eDataDir } from '../playwright.config.ts';

/** Runs `work` with a client connected to the shop's database, then disconnects. */
export async function withShopDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = (await readFile(path.join(e2eDataDir, 'postgres-password'), 'utf8')).trim();
  // postmaster.pid's fourth line is the port the cluster listens on.
  const pid = await readFile(path.join(e2eDataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'shahi' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
