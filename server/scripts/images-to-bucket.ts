/**
 * `npm run images:to-bucket`: copies every picture under IMAGE_DIR into the bucket of the S3_*
 * settings (IMAGE_STORE=s3, ADR 0068, docs/operations.md#pictures-in-a-bucket), skipping objects
 * already there with the same size, so running it again copies nothing. Prints the counts.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { type CopyCounts, copyFolderToStore, createS3ImageStore } from '#server/modules/photos/public.ts';

/**
 * Copies IMAGE_DIR into the bucket `source`'s settings name; `write` hears progress (every 100
 * files) and the closing line. Resolves with the counts; rejects with EnvError for settings that
 * name no bucket, or with the bucket's error.
 */
export async function imagesToBucket(
  source: Record<string, string | undefined>,
  write: (line: string) => void,
): Promise<CopyCounts> {
  const env = resolveEnv(source);
  if (!env.s3) {
    throw new EnvError([
      'IMAGE_STORE: must be s3, with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, to copy the pictures into a bucket',
    ]);
  }
  const bucket = createS3ImageStore(env.s3);
  try {
    const began = performance.now();
    let copied = 0;
    const counts = await copyFolderToStore(env.IMAGE_DIR, bucket, {
      onCopy: () => {
        copied += 1;
        if (copied % 100 === 0) write(`${copied} copied so far…`);
      },
    });
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    write(
      `${counts.copied} copied, ${counts.skipped} already in the bucket, from ${env.IMAGE_DIR} ` +
        `to bucket ${env.s3.bucket} in ${seconds} s`,
    );
    return counts;
  } finally {
    bucket.close();
  }
}

/** Runs the command from the repository's root; resolves with the exit code. */
export async function main(): Promise<number> {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  try {
    await imagesToBucket(process.env, (line) => process.stdout.write(`${line}\n`));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`images:to-bucket failed: ${message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
