/**
 * What other modules may use of the uploaded photos: the check that a path names a file under
 * IMAGE_DIR, made before a piece, category or banner is saved pointing at it; and, for photos kept
 * privately elsewhere (a claim's proof, ADR 0057), the upload's size-capped file reader, its
 * one-at-a-time image queue and the limits and messages of its image checks.
 */
export { assertImagesExist } from './image-files.ts';
export { createDiskImageStore, type ImageStore } from './image-store.ts';
export {
  DAMAGED_IMAGE_MESSAGE,
  HEIC_UNREADABLE_MESSAGE,
  MAX_INPUT_PIXELS,
  TOO_MANY_PIXELS_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
} from './images.ts';
export { MAX_PHOTO_BYTES, oneAtATime, readPhoto } from './upload.ts';
