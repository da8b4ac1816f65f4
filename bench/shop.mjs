// What the benchmarks share: a free port, `npm start` on a data folder, autocannon as a promise.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/build-stamp.mjs';

/** A TCP port free on loopback right now. */
export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm start` on a data folder; resolves with the process and ms to the first healthy answer. */
export async function startShop(dataDir, port) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    // Backups inside the throw-away data folder: each cluster its own archive (ADR 0043).
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, 'backups'),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, ms: Math.round(performance.now() - started) };
    } catch {}
    if (performance.now() - started > 180_000) throw new Error('the shop did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function stopShop(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** autocannon(options) as a promise of its result. */
export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
