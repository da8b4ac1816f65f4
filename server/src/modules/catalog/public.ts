/** What other modules may use of the catalogue: the API product (rupees) and the reads the bag joins. */
export {
  availablePieceIds,
  catalogueHasPieces,
  type ProductRow,
  pieceColumns,
  pieceForBag,
  piecesWithCategory,
} from './reads.ts';
export { getProduct, toProduct } from './service.ts';
export { type PieceTaxFacts, selectPieceTaxFacts } from './tax-facts.ts';
