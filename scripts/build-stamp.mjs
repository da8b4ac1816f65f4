// A fingerprint of the sources each build depends on, so `npm start` rebuilds only what changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function listFiles(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Hex SHA-256 over the paths and contents of `targets` (files or folders under the repo root). */
export function fingerprint(targets) {
  const hash = createHash('sha256');
  for (const file of targets.flatMap(listFiles)) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export const buildInputs = {
  web: [
    'web/src',
    'web/index.html',
    'web/public',
    'web/vite.config.ts',
    'web/package.json',
    'contract/src',
    'package-lock.json',
  ],
  server: ['server/src', 'server/build.mjs', 'contract/src', 'package-lock.json'],
};

export const stampFiles = {
  web: path.join(root, 'web/dist/.build-stamp'),
  server: path.join(root, 'server/dist/.build-stamp'),
};

export { root };
