/**
 * What other modules may use of the uploaded photos: the check that a path names a picture in the
 * image store, made before a piece, category or banner is saved pointing at it; the stores (disk or
 * an S3-compatible bucket, ADR 0068), their `/images/` route and the folder-to-bucket copy; and,
 * for photos kept privately elsewhere (a claim's proof, ADR 0057), the upload's size-capped file
 * reader, its one-at-a-time image queue and the limits and messages of its image checks.
 */
export { type CopyCounts, copyFolderToStore } from './copy-to-store.ts';
export { assertImagesExist } from './image-files.ts';
export {
  createDiskImageStore,
  type ImageStore,
  imageCacheControl,
  type StoredObject,
  UPLOAD_CACHE_CONTROL,
} from './image-store.ts';
export {
  DAMAGED_IMAGE_MESSAGE,
  HEIC_UNREADABLE_MESSAGE,
  MAX_INPUT_PIXELS,
  TOO_MANY_PIXELS_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
} from './images.ts';
export { createS3ImageStore, imageStoreFor, type S3ImageStore, type S3Settings } from './s3-image-store.ts';
export { serveImagesFromStore } from './serve-images.ts';
export { MAX_PHOTO_BYTES, oneAtATime, readPhoto } from './upload.ts';
