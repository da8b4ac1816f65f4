/**
 * Where the shop's pictures are kept, behind one interface: the local disk under IMAGE_DIR (the
 * default) or an S3-compatible bucket. Keys are the paths the catalogue stores, relative to
 * IMAGE_BASE_URL (`uploads/products/<uuid>.webp`, the demo's `products/<slug>/1.webp`); a key never
 * starts with `/` and never holds `..` (the contract's imagePathSchema, checked again here).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored object as a listing gives it: its key and size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * An object opened for reading: its bytes as a stream, its size in bytes and content type, and the
 * store's entity tag when it keeps one (a bucket does; the disk store leaves it out).
 */
export interface OpenedObject {
  body: Readable;
  size: number;
  contentType: string;
  etag?: string | undefined;
}

/** The pictures' store. Every method rejects with the store's own error when it cannot answer. */
export interface ImageStore {
  /** `disk` or `s3`: for logs and the backup's record. */
  readonly kind: 'disk' | 's3';
  /** Writes `data` at `key` whole: a reader sees the old object, none, or all of the new one. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes at `key`, or `null` when there is no object there. */
  get(key: string): Promise<Buffer | null>;
  /** The object at `key` as a stream, or `null` when there is none. */
  open(key: string): Promise<OpenedObject | null>;
  /** Whether an object is at `key`. */
  exists(key: string): Promise<boolean>;
  /** Deletes the object at `key`; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (`''` for all), in no promised order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Lets go of the store's connections (a bucket's client); absent when it holds none. */
  close?(): void;
}

/** True for a key the store accepts: relative, `/`-separated, no `.` or `..` segment, no backslash. */
export function isImageKey(key: string): boolean {
  if (key === '' || key.length > 512 || key.startsWith('/') || key.includes('\\') || key.includes('\0')) {
    return false;
  }
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function assertKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`not an image key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** The content type of a stored picture, by its name's extension. */
export function imageContentType(key: string): string {
  const extension = path.extname(key).toLowerCase();
  const types: Record<string, string> = {
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.png': 'image/png',
    '.svg': 'image/svg+xml',
  };
  return types[extension] ?? 'application/octet-stream';
}

/** `Cache-Control` of an upload (`uploads/…`): its name is random and never rewritten. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** `Cache-Control` of any other picture (the demo's, which a new release may render again): 7 days. */
const OTHER_CACHE_CONTROL = 'public, max-age=604800';

/** The `Cache-Control` a picture is served with, by its key: a year, immutable, for an upload. */
export function imageCacheControl(key: string): string {
  return key.startsWith('uploads/') ? UPLOAD_CACHE_CONTROL : OTHER_CACHE_CONTROL;
}

/**
 * The disk store: objects are files under `root` (IMAGE_DIR), written through a temporary name in
 * the same folder and renamed into place. A key that resolves outside `root` (a symbolic link) is
 * treated as absent.
 */
export function createDiskImageStore(root: string): ImageStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };

  /** The file of `key` when it is a regular file inside `root` (links resolved), else undefined. */
  async function regularFile(key: string): Promise<string | undefined> {
    try {
      const base = await realpath(root);
      const file = await realpath(fileOf(key));
      if (!file.startsWith(base + path.sep)) return undefined;
      return (await stat(file)).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  }

  async function* walk(folder: string, relative: string): AsyncGenerator<StoredObject> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(full, key);
      else if (entry.isFile()) yield { key, size: (await stat(full)).size };
    }
  }

  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, data, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = await regularFile(key);
      return file ? readFile(file) : null;
    },
    async open(key) {
      const file = await regularFile(key);
      if (!file) return null;
      const { size } = await stat(file);
      return { body: createReadStream(file), size, contentType: imageContentType(key) };
    },
    async exists(key) {
      return (await regularFile(key)) !== undefined;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      // Walk from the deepest folder the prefix names whole, then filter by the rest.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder && !isImageKey(folder)) return;
      for await (const object of walk(path.join(root, folder), folder)) {
        if (object.key.startsWith(prefix)) yield object;
      }
    },
  };
}
