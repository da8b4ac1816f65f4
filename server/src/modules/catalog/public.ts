/**
 * What other modules may use of the catalogue: the API shape of a product (rupees) and the reads
 * the bag joins to show its pieces in the same statement.
 */
export { type ProductRow, pieceColumns, pieceForBag, piecesWithCategory } from './reads.ts';
export { getProduct, toProduct } from './service.ts';
