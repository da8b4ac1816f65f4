/**
 * What other modules may use of the uploaded photos: the check that a path names a file under
 * IMAGE_DIR, made before a piece, category or banner is saved pointing at it.
 */
export { assertImagesExist } from './image-files.ts';
