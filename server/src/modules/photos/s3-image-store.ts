/**
 * The S3-compatible image store (ADR 0068): AWS S3, Cloudflare R2, MinIO or any server speaking the
 * S3 API, through the AWS SDK. Keys are the catalogue's image paths, used as object keys as they are.
 * A PUT replaces an object whole, so a reader sees the old picture, none, or all of the new one.
 */

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  createDiskImageStore,
  type ImageStore,
  imageCacheControl,
  imageContentType,
  isImageKey,
  type OpenedObject,
} from './image-store.ts';

/** Where the bucket is and how to sign in to it; the keys are never logged. */
export interface S3Settings {
  bucket: string;
  /** The bucket's region; `auto` for Cloudflare R2. */
  region: string;
  /** The S3 API's origin for a service other than AWS (R2, MinIO), e.g. `https://<account>.r2.cloudflarestorage.com`. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: MinIO and most local servers. */
  forcePathStyle?: boolean | undefined;
}

/** The S3 store's extras: its bucket's name and a way to let its connections go. */
export interface S3ImageStore extends ImageStore {
  readonly kind: 's3';
  readonly bucket: string;
  /** Ends the client's kept-alive connections. */
  close(): void;
}

/** An object's HTTP metadata as the bucket answers a HEAD. */
export interface ObjectHead {
  size: number;
  contentType: string;
  etag: string | undefined;
}

/**
 * Whether the bucket answered "no such object": `NoSuchKey` to a GET, a bare 404 (`NotFound`) to a
 * HEAD, which has no body to tell a missing bucket apart. `NoSuchBucket` is an error, not absence.
 */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound';
}

function assertKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`not an image key: ${JSON.stringify(key.slice(0, 80))}`);
}

/**
 * An image store over one S3-compatible bucket; `list` pages through ListObjectsV2. Every call
 * rejects with the SDK's error when the bucket cannot answer (wrong keys, no bucket, network), but a
 * missing object is `null` / `false`. Checksums are sent and checked only where the API requires
 * them: the SDK's newer default checksum trailers are not understood by every S3-compatible server.
 */
export function createS3ImageStore(
  settings: S3Settings,
  options: {
    /** Objects per listing request: 1000 (the API's most) unless told; smaller only to test the paging. */
    listPageSize?: number;
  } = {},
): S3ImageStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function head(key: string): Promise<ObjectHead | null> {
    assertKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? imageContentType(key),
        etag: answer.ETag,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function open(key: string): Promise<OpenedObject | null> {
    assertKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? imageContentType(key),
        etag: answer.ETag,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    bucket,
    async put(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          // Kept with the object, so a CDN or public URL in front of the bucket caches as the shop does.
          CacheControl: imageCacheControl(key),
        }),
      );
    },
    async get(key) {
      const opened = await open(key);
      if (!opened) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    open,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(options.listPageSize ? { MaxKeys: options.listPageSize } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * The store the settings name: the bucket of `s3` when IMAGE_STORE=s3 (resolved into `s3`), else
 * the disk under `IMAGE_DIR`.
 */
export function imageStoreFor(env: { IMAGE_DIR: string; s3?: S3Settings | undefined }): ImageStore {
  return env.s3 ? createS3ImageStore(env.s3) : createDiskImageStore(env.IMAGE_DIR);
}
