/**
 * What other modules, flows and routes may use of tax documents: an order's documents and a
 * document's PDF (rendered once, then stored).
 */
export {
  type DocumentPdf,
  type DocumentRole,
  documentOfOrder,
  documentsOfOrders,
  type OrderDocumentRef,
  type OrderDocumentRefs,
  pdfAttachment,
  pdfOf,
  toOrderDocuments,
} from './documents.ts';
