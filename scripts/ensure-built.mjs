// Builds the storefront and the server when they are missing or their sources changed
// (see docs/decisions/0003-npm-start-builds.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildInputs, fingerprint, root, stampFiles } from './build-stamp.mjs';

/** Rebuilds each stale part; returns the parts it built. */
export function ensureBuilt() {
  const built = [];
  for (const part of ['web', 'server']) {
    const stamp = fingerprint(buildInputs[part]);
    const current = existsSync(stampFiles[part]) ? readFileSync(stampFiles[part], 'utf8') : '';
    if (current === stamp) continue;
    process.stderr.write(`Building the ${part === 'web' ? 'storefront' : 'server'}…\n`);
    execFileSync('npm', ['run', 'build', '-w', part], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    writeFileSync(stampFiles[part], stamp);
    built.push(part);
  }
  return built;
}
