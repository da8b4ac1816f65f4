/**
 * Copies the pictures of a folder (IMAGE_DIR) into an image store (a bucket), skipping every key
 * the store already holds with the same size, so a second run copies nothing (ADR 0068).
 */
import { createDiskImageStore, type ImageStore, imageContentType } from './image-store.ts';

/** What a copy did: files written into the store, files already there (same key and size). */
export interface CopyCounts {
  copied: number;
  skipped: number;
}

/**
 * Copies every file under `folder` whose key starts with `prefix` (`''` for all; keys are paths
 * relative to `folder`, hidden files left out) into `store`, one at a time. An object already at
 * the key with the same size is kept; one of another size is overwritten. `onCopy` hears each key
 * written. Rejects with the store's error on the first failure; what was copied stays copied.
 */
export async function copyFolderToStore(
  folder: string,
  store: ImageStore,
  options: { prefix?: string; onCopy?: (key: string) => void } = {},
): Promise<CopyCounts> {
  const prefix = options.prefix ?? '';
  const disk = createDiskImageStore(folder);
  const present = new Map<string, number>();
  for await (const object of store.list(prefix)) present.set(object.key, object.size);
  const counts: CopyCounts = { copied: 0, skipped: 0 };
  for await (const file of disk.list(prefix)) {
    if (present.get(file.key) === file.size) {
      counts.skipped += 1;
      continue;
    }
    const data = await disk.get(file.key);
    if (!data) continue;
    await store.put(file.key, data, imageContentType(file.key));
    counts.copied += 1;
    options.onCopy?.(file.key);
  }
  return counts;
}
