/** The key that signs session tokens: `JWT_SECRET`, or one generated once into `${DATA_DIR}/jwt-secret`. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bytes of a generated secret (256 bits, as HS256 wants; OWASP ASVS 5 V9.2). */
const GENERATED_SECRET_BYTES = 32;

/**
 * Resolves the signing secret as bytes. Without `jwtSecret`, reads `${dataDir}/jwt-secret` or
 * creates it (mode 0600; `wx` so two instances starting together agree on the first one written).
 */
export async function loadJwtSecret(jwtSecret: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  const file = path.join(dataDir, 'jwt-secret');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < 32) throw new Error(`${file} holds too short a secret; delete it to make a new one`);
  return new TextEncoder().encode(stored);
}
