// Builds the storefront and the server when they are missing or their sources changed
// (see docs/decisions/0003-npm-start-builds.md).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildInputs, fingerprint, root, stampFiles } from './build-stamp.mjs';

const parts = ['web', 'server'];
const label = (part) => (part === 'web' ? 'storefront' : 'server');

/** The parts whose build is missing or older than their sources, with the stamp each build earns. */
function staleParts() {
  return parts
    .map((part) => ({ part, stamp: fingerprint(buildInputs[part]) }))
    .filter(
      ({ part, stamp }) => !existsSync(stampFiles[part]) || readFileSync(stampFiles[part], 'utf8') !== stamp,
    );
}

/** Rebuilds each stale part, one after the other; returns the parts it built. */
export function ensureBuilt() {
  const built = [];
  for (const { part, stamp } of staleParts()) {
    process.stderr.write(`Building the ${label(part)}…\n`);
    execFileSync('npm', ['run', 'build', '-w', part], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    writeFileSync(stampFiles[part], stamp);
    built.push(part);
  }
  return built;
}

/**
 * Rebuilds the stale parts at the same time (the server's esbuild beside the storefront's Vite:
 * `npm start` on a fresh clone waits for the longer one only, ADR 0045); resolves with the parts
 * built, rejects naming the parts whose build failed once every build has ended.
 */
export async function ensureBuiltTogether() {
  const stale = staleParts();
  const results = await Promise.allSettled(
    stale.map(
      ({ part, stamp }) =>
        new Promise((resolve, reject) => {
          process.stderr.write(`Building the ${label(part)}…\n`);
          const child = spawn('npm', ['run', 'build', '-w', part], {
            cwd: root,
            stdio: ['ignore', 'inherit', 'inherit'],
          });
          child.on('error', reject);
          child.on('exit', (code) => {
            if (code !== 0) return reject(new Error(`the ${label(part)} build failed (exit ${code})`));
            writeFileSync(stampFiles[part], stamp);
            resolve(part);
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((result) => result.reason.message).join('; '));
  return results.map((result) => result.value);
}
