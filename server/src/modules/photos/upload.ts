/**
 * Receiving a photo upload (ADR 0009): the multipart body is read one part at a time (a file is
 * buffered only up to its size limit), each photo is rendered and stored before the next is read,
 * and a failure anywhere removes what this request had stored.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '#server/http/errors.ts';
import type { ImageStore } from './image-store.ts';
import { type PhotoKind, photoKinds, renderPhoto } from './images.ts';
import { removePhoto, type StoredPhoto, storePhoto } from './store.ts';

/** Largest file accepted, in bytes (a phone's JPEG is 2–8 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Most photos in one request. */
export const MAX_PHOTOS_PER_UPLOAD = 10;
/** The form field the files are sent under. */
export const PHOTO_FIELD = 'photos';

/** busboy's limits for the upload route: the files, a `kind` field, little else. */
export const multipartLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS_PER_UPLOAD,
  fields: 5,
  fieldSize: 1024,
  parts: MAX_PHOTOS_PER_UPLOAD + 5,
  headerPairs: 20,
};

export const photoKindSchema = z.enum(photoKinds, {
  error: `kind must be one of: ${photoKinds.join(', ')}`,
});

/**
 * The multipart form as the OpenAPI document describes it (JSON Schema; the route reads the
 * parts itself, so this is documentation, not validation): `kind` first, then the files.
 */
export const uploadFormJsonSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...photoKinds] },
    [PHOTO_FIELD]: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_PHOTOS_PER_UPLOAD,
      items: {
        type: 'string',
        format: 'binary',
        description: `JPEG, PNG, WebP, AVIF or HEIC; at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB each`,
      },
    },
  },
  required: [PHOTO_FIELD],
};

const MALFORMED_MESSAGE = 'The upload is not valid multipart/form-data';
const FILE_TOO_LARGE_MESSAGE = `Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`;

/** @fastify/multipart's errors (by code) in plain words; anything else it raises is a malformed body. */
const multipartErrors: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => payloadTooLarge(FILE_TOO_LARGE_MESSAGE),
  FST_FILES_LIMIT: () => payloadTooLarge(`At most ${MAX_PHOTOS_PER_UPLOAD} photos per upload`),
  FST_PARTS_LIMIT: () => payloadTooLarge(`At most ${MAX_PHOTOS_PER_UPLOAD} photos per upload`),
  FST_FIELDS_LIMIT: () => payloadTooLarge('Too many form fields: send the photos and a kind'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => unsupportedMediaType('Send the photos as multipart/form-data'),
  FST_MP_PREMATURE_CLOSE: () => badRequest('The upload was interrupted before it was complete'),
};

/** The file's bytes; stops reading (413) as soon as it passes MAX_PHOTO_BYTES instead of draining the rest. */
export async function readPhoto(part: MultipartFile): Promise<Buffer> {
  const tooLarge = () => payloadTooLarge(FILE_TOO_LARGE_MESSAGE);
  const chunks: Buffer[] = [];
  // busboy marks the file truncated and stops feeding it, but ends it only with its part: when the
  // limit falls on a chunk's edge no further chunk comes to see `truncated` by, and the loop would
  // wait for the whole announced body. Ending the stream at the limit ends the loop at once.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  try {
    for await (const chunk of part.file) {
      if (part.file.truncated) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    // A body cut off after the limit was hit is still an oversized file first.
    throw part.file.truncated ? tooLarge() : error;
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

function readingError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const known = multipartErrors[(error as { code?: string }).code ?? ''];
  return known ? known() : badRequest(MALFORMED_MESSAGE);
}

let imageQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs image work one job at a time across the process: a photo decodes to tens of MB and keeps a
 * core busy, and the server must keep answering the storefront meanwhile.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = imageQueue.then(work, work);
  imageQueue = run.catch(() => undefined);
  return run;
}

/**
 * Reads the multipart body of `request`: a `kind` field (unless `kind` came in the query) sent
 * before the files, then up to 10 files under `photos`, each at most 15 MB. Renders and stores
 * each one in `images`; answers them in the order sent. Raises 400 (no kind, no photo,
 * malformed body), 413 (file too big, too many files or pixels), 415 (not multipart, not an
 * accepted image), 422 (damaged image); on any error nothing of this request stays stored.
 */
export async function receivePhotos(
  request: FastifyRequest,
  images: ImageStore,
  queryKind: PhotoKind | undefined,
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  let kind = queryKind;
  let reading = true;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind' && queryKind === undefined) {
          const parsed = photoKindSchema.safeParse(part.value);
          if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MALFORMED_MESSAGE);
          kind = parsed.data;
        }
        continue;
      }
      if (part.fieldname !== PHOTO_FIELD) throw badRequest(`Send the photos in the field "${PHOTO_FIELD}"`);
      if (kind === undefined) {
        throw badRequest(`Say what the photos are for: kind (${photoKinds.join(', ')}) before the photos`);
      }
      const input = await readPhoto(part);
      reading = false;
      const photoKind = kind;
      const photo = await oneAtATime(() => renderPhoto(input, photoKind));
      stored.push(await storePhoto(images, photoKind, photo));
      reading = true;
    }
  } catch (error) {
    for (const photo of stored) await removePhoto(images, photo.path).catch(() => undefined);
    throw reading ? readingError(error) : error;
  }
  if (stored.length === 0) throw badRequest(`Choose at least one photo to upload (field "${PHOTO_FIELD}")`);
  return stored;
}
