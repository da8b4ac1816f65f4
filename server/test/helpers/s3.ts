/**
 * A local S3-compatible server (s3rver) for tests of the bucket image store (ADR 0068): one bucket
 * in a temp folder, on a free port of 127.0.0.1, with s3rver's fixed keys (it checks the key id,
 * not the signature). The shop's real client
 * talks to it; only the endpoint differs from AWS S3, R2 or MinIO.
 */

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3ImageStore, type S3Settings } from '#server/modules/photos/public.ts';

/** A running local bucket: its settings (as the shop reads them), its IMAGE_STORE env and `close()`. */
export interface LocalBucket {
  settings: S3Settings;
  /** The environment variables that point the shop at this bucket. */
  env: Record<string, string>;
  /** Every object's key and size, listed through a client of its own. */
  objects(prefix?: string): Promise<Array<{ key: string; size: number }>>;
  /** The `Cache-Control` stored with the object at `key` (undefined when none). */
  cacheControl(key: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * Starts s3rver with the bucket `bucket` (`shahi-images` by default) in a child process
 * (./s3rver-process.mjs); close it in afterAll. Rejects when it does not listen within 15 s.
 */
export async function startLocalBucket(bucket = 'shahi-images'): Promise<LocalBucket> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shahi-s3rver-'));
  const runner = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', runner, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 15 s')), 15_000);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0] ?? '';
      if (output.includes('\n')) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code} before listening`));
    });
  });
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      IMAGE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objects(prefix = '') {
      const store = createS3ImageStore(settings);
      try {
        const found: Array<{ key: string; size: number }> = [];
        for await (const object of store.list(prefix)) found.push(object);
        return found.sort((a, b) => a.key.localeCompare(b.key));
      } finally {
        store.close();
      }
    },
    async cacheControl(key) {
      const client = new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      });
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).CacheControl;
      } finally {
        client.destroy();
      }
    },
    async close() {
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
