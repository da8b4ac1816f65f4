// `npm run dev`: the API with reload on :3001 (tsx watch) and Vite with HMR on :3000, which
// proxies /api and /images to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-stamp.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web', '--', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
