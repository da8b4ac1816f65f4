// `npm run dev`: the API with reload on :3001 (tsx watch) and Vite with HMR on :3000, which
// proxies /api and /images to it. Ctrl-C (or SIGTERM) stops both, with their children.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-stamp.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Starts a command in its own process group, so stopping it stops everything it started. */
function run(command, args, cwd, env) {
  return spawn(command, args, { cwd, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
}

const children = [
  run(bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], path.join(root, 'server'), {
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    PORT: apiPort,
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  }),
  run(bin('vite'), ['--port', process.env.PORT ?? '3000', '--strictPort'], path.join(root, 'web'), {
    API_PROXY_TARGET: `http://localhost:${apiPort}`,
  }),
];

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
