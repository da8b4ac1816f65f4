/**
 * A claim's multipart form (ADR 0057): the text fields first, then up to CLAIM_MAX_PHOTOS photos of
 * at most 15 MB each. Each photo is re-encoded by sharp as the upload pipeline does (ADR 0009):
 * format read from the content, decompression bombs refused from the header, upright, no metadata
 * (EXIF, GPS), scaled down to fit 1600 px but never cropped, so the proof stays whole. The bytes are
 * kept in the database, never under the public image folder.
 */
import {
  CLAIM_MAX_PHOTOS,
  CLAIM_MESSAGE_MAX_LENGTH,
  CLAIM_MESSAGE_MIN_LENGTH,
  CLAIM_PHOTO_FIELD,
  type ClaimInput,
  claimFormSchema,
  claimKinds,
  claimMessages,
} from '@shahi/contract/schemas';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  badRequest,
  HttpError,
  payloadTooLarge,
  unprocessable,
  unsupportedMediaType,
} from '#server/http/errors.ts';
import {
  DAMAGED_IMAGE_MESSAGE,
  HEIC_UNREADABLE_MESSAGE,
  MAX_INPUT_PIXELS,
  MAX_PHOTO_BYTES,
  oneAtATime,
  readPhoto,
  TOO_MANY_PIXELS_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '#server/modules/photos/public.ts';
import type { ClaimPhotoFile } from './repository.ts';

/** Longest side of a stored claim photo, in pixels. */
export const CLAIM_PHOTO_MAX_SIDE = 1600;

/** The text fields a claim form may carry. */
const FIELDS = ['kind', 'message', 'payoutMethod', 'upiId', 'accountName', 'accountNumber', 'ifsc'] as const;

/** busboy's limits for the claim route: 5 files, the form's text fields (a 2,000-character message in UTF-8), little else. */
export const claimMultipartLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: CLAIM_MAX_PHOTOS,
  fields: FIELDS.length + 3,
  fieldSize: 10_000,
  parts: CLAIM_MAX_PHOTOS + FIELDS.length + 3,
  headerPairs: 20,
};

/**
 * The multipart form as the OpenAPI document describes it (JSON Schema; the route reads the parts
 * itself, so this is documentation, not validation): the text fields first, then the photos.
 */
export const claimFormJsonSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...claimKinds] },
    message: { type: 'string', minLength: CLAIM_MESSAGE_MIN_LENGTH, maxLength: CLAIM_MESSAGE_MAX_LENGTH },
    payoutMethod: { type: 'string', enum: ['', 'upi', 'bank'] },
    upiId: { type: 'string' },
    accountName: { type: 'string' },
    accountNumber: { type: 'string' },
    ifsc: { type: 'string' },
    [CLAIM_PHOTO_FIELD]: {
      type: 'array',
      maxItems: CLAIM_MAX_PHOTOS,
      items: {
        type: 'string',
        format: 'binary',
        description: `JPEG, PNG, WebP or AVIF; at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB each`,
      },
    },
  },
  required: ['kind', 'message'],
};

const MALFORMED = 'The claim is not valid multipart/form-data';

/** @fastify/multipart's errors (by code) in plain words; anything else it raises is a malformed body. */
const multipartErrors: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => payloadTooLarge(claimMessages.photoTooLarge),
  FST_FILES_LIMIT: () => payloadTooLarge(claimMessages.tooManyPhotos),
  FST_PARTS_LIMIT: () => payloadTooLarge(claimMessages.tooManyPhotos),
  FST_FIELDS_LIMIT: () => badRequest('Too many form fields'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => unsupportedMediaType('Send the claim as multipart/form-data'),
  FST_MP_PREMATURE_CLOSE: () => badRequest('The upload was interrupted before it was complete'),
};

function readingError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const known = multipartErrors[(error as { code?: string }).code ?? ''];
  return known ? known() : badRequest(MALFORMED);
}

/**
 * Re-encodes photo `input` as WebP (upright, no metadata, fitting CLAIM_PHOTO_MAX_SIDE, never
 * enlarged). Raises 415 (not JPEG, PNG, WebP, AVIF; HEIC), 413 (more than MAX_INPUT_PIXELS) or 422
 * (damaged), with the upload pipeline's messages.
 */
export async function renderClaimPhoto(input: Buffer): Promise<ClaimPhotoFile> {
  const meta = await Promise.resolve()
    .then(() => sharp(input).metadata())
    .catch(() => {
      throw unsupportedMediaType(UNSUPPORTED_IMAGE_MESSAGE);
    });
  if (!['jpeg', 'png', 'webp', 'heif'].includes(meta.format ?? '') || !meta.width || !meta.height) {
    throw unsupportedMediaType(UNSUPPORTED_IMAGE_MESSAGE);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw payloadTooLarge(TOO_MANY_PIXELS_MESSAGE);
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(CLAIM_PHOTO_MAX_SIDE, CLAIM_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: 80 })
      .toBuffer();
    return { contentType: 'image/webp', bytes };
  } catch {
    const heic = meta.format === 'heif' && meta.compression === 'hevc';
    throw heic ? unsupportedMediaType(HEIC_UNREADABLE_MESSAGE) : unprocessable(DAMAGED_IMAGE_MESSAGE);
  }
}

/** The form's fields parsed (400 with the first issue's message otherwise). */
function parseFields(fields: Record<string, string>): ClaimInput {
  const parsed = claimFormSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MALFORMED);
  return parsed.data;
}

/**
 * Reads claim form `request` (multipart): the text fields, checked by claimFormSchema and then by
 * `precheck` (the order's own checks, so nothing is rendered for a claim that cannot be filed) as
 * soon as the first photo comes or the form ends; then each photo, rendered one at a time across
 * the process. Raises 400 (a field, a photo before the fields are valid, a photo in another field,
 * a malformed body), 413 (a photo over 15 MB, more than CLAIM_MAX_PHOTOS), 415 and 422 (see
 * renderClaimPhoto), and whatever `precheck` raises. The photo count against the kind is the
 * caller's.
 */
export async function readClaimForm(
  request: FastifyRequest,
  precheck: (input: ClaimInput) => Promise<void>,
): Promise<{ input: ClaimInput; photos: ClaimPhotoFile[] }> {
  const fields: Record<string, string> = {};
  const photos: ClaimPhotoFile[] = [];
  let input: ClaimInput | undefined;
  let reading = true;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (input) throw badRequest(claimMessages.fieldsBeforePhotos);
        if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== CLAIM_PHOTO_FIELD)
        throw badRequest(`Send the photos in the field "${CLAIM_PHOTO_FIELD}"`);
      if (!input) {
        reading = false;
        input = parseFields(fields);
        await precheck(input);
        reading = true;
      }
      const bytes = await readPhoto(part);
      reading = false;
      photos.push(await oneAtATime(() => renderClaimPhoto(bytes)));
      reading = true;
    }
  } catch (error) {
    throw reading ? readingError(error) : error;
  }
  if (!input) {
    input = parseFields(fields);
    await precheck(input);
  }
  return { input, photos };
}
