/**
 * Reading an order's tax documents and their PDFs (docs/decisions/0031-tax-document-pdfs.md,
 * 0059-parcel-papers-and-signatures.md). The recipient's original is rendered from the snapshot
 * the first time it is asked for, signed when a certificate is configured, and stored in
 * `tax_documents.pdf`; the first stored bytes are the ones served and mailed from then on. The
 * duplicate for the transporter and the triplicate for the supplier (CGST Rule 48(1)) are rendered
 * from the same snapshot on demand and never stored.
 */
import type { OrderDocuments } from '@shahi/contract';
import { DEFAULT_LOCALE, isLocale } from '@shahi/contract/i18n';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type InvoiceMessages, invoiceMessages } from '#server/i18n/invoice-messages.ts';
import { translator } from '#server/i18n/translate.ts';
import { translatedMap } from '#server/i18n/translated-map.ts';
import type { MailAttachment } from '#server/mail/transport.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { type DocumentCopy, renderTaxDocumentPdf } from './pdf.ts';
import { pdfFileName } from './pdf-format.ts';
import { COPY_MARKING } from './pdf-heading.ts';
import { documentSigner, signedByLine, signPdf } from './signing.ts';
import { taxDocuments } from './tables.ts';

export type TaxDocumentKind = TaxDocumentSnapshot['kind'];

/** A document as an order lists it. */
export interface OrderDocumentRef {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
}

/** An order's sale document (tax invoice or bill of supply) and credit note; null when not issued. */
export interface OrderDocumentRefs {
  invoice: OrderDocumentRef | null;
  creditNote: OrderDocumentRef | null;
}

const refColumns = {
  id: taxDocuments.id,
  orderId: taxDocuments.orderId,
  kind: taxDocuments.kind,
  number: taxDocuments.number,
  issuedAt: taxDocuments.issuedAt,
};

/** The documents of each of `orderIds`, in one statement; an order without any is absent from the map. */
export async function documentsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderDocumentRefs>> {
  const byOrder = new Map<string, OrderDocumentRefs>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select(refColumns)
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...orderIds]));
  for (const { orderId, ...ref } of rows) {
    const refs = byOrder.get(orderId) ?? { invoice: null, creditNote: null };
    if (ref.kind === 'credit_note') refs.creditNote = ref;
    else refs.invoice = ref;
    byOrder.set(orderId, refs);
  }
  return byOrder;
}

/** An order's documents as the API sends them (ISO instants, no ids); both null when none. */
export function toOrderDocuments(refs: OrderDocumentRefs | undefined): OrderDocuments {
  const json = (ref: OrderDocumentRef | null) =>
    ref && { kind: ref.kind, number: ref.number, issuedAt: ref.issuedAt.toISOString() };
  return { invoice: json(refs?.invoice ?? null), creditNote: json(refs?.creditNote ?? null) };
}

/** Which of an order's documents: its sale document (invoice or bill of supply) or its credit note. */
export type DocumentRole = 'sale' | 'credit_note';

/** Order `orderId`'s document in `role`, or undefined before it is issued. */
export async function documentOfOrder(
  db: Database,
  orderId: string,
  role: DocumentRole,
): Promise<OrderDocumentRef | undefined> {
  const kind =
    role === 'credit_note' ? eq(taxDocuments.kind, 'credit_note') : ne(taxDocuments.kind, 'credit_note');
  const [row] = await db
    .select(refColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), kind));
  return row;
}

/** Every document of order `orderId` (sale document, credit notes), oldest first; [] before any. */
export async function documentsOfOrder(db: Database, orderId: string): Promise<OrderDocumentRef[]> {
  const rows = await db
    .select(refColumns)
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
  return rows.map(({ orderId: _order, ...ref }) => ref);
}

/** A document's PDF: the bytes and the file name from its number ("INV-26-27-00001.pdf"). */
export interface DocumentPdf {
  fileName: string;
  content: Buffer;
}

/**
 * Renders `snapshot` as `copy` and, when this process has a signing certificate, signs it
 * (IT Act s.3A), printing "Digitally signed by …" only then.
 */
async function renderPdf(
  snapshot: TaxDocumentSnapshot,
  copy: DocumentCopy,
  labels?: InvoiceMessages,
): Promise<Buffer> {
  const signer = documentSigner();
  const language = labels ? { labels } : {};
  if (!signer) return renderTaxDocumentPdf(snapshot, { copy, ...language });
  const signedBy = signedByLine(signer, snapshot.seller.legalName);
  const pdf = await renderTaxDocumentPdf(snapshot, { copy, signedBy, ...language });
  const marking = snapshot.kind === 'credit_note' ? COPY_MARKING.original : COPY_MARKING[copy];
  return signPdf(pdf, signer, {
    reason: `${snapshot.title} ${snapshot.number} (${marking}) issued by ${snapshot.seller.legalName}`,
    location: `${snapshot.seller.stateName}, India`,
    contactInfo: snapshot.seller.email,
  });
}

/** "INV-26-27-00001-duplicate.pdf" for a copy, the plain file name for the original. */
function copyFileName(number: string, copy: DocumentCopy): string {
  const fileName = pdfFileName(number);
  return copy === 'original' ? fileName : fileName.replace(/\.pdf$/, `-${copy}.pdf`);
}

/**
 * The PDF of document `documentId` as `copy`. The original: the stored bytes, or rendered from the
 * snapshot and stored (`WHERE pdf IS NULL`: when two render at once, the first stored wins and
 * both return it). The duplicate and triplicate of an invoice or bill of supply: rendered afresh
 * from the snapshot. Undefined when there is no such document; a credit note has only its
 * original, whatever `copy` asks (callers refuse the others first).
 */
export async function pdfOf(
  db: Database,
  documentId: string,
  copy: DocumentCopy = 'original',
): Promise<DocumentPdf | undefined> {
  const [row] = await db
    .select({ number: taxDocuments.number, pdf: taxDocuments.pdf, snapshot: taxDocuments.snapshot })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, documentId));
  if (!row) return undefined;
  const snapshot = row.snapshot as TaxDocumentSnapshot;
  const printed: DocumentCopy = snapshot.kind === 'credit_note' ? 'original' : copy;
  if (printed !== 'original') {
    return { fileName: copyFileName(row.number, printed), content: await renderPdf(snapshot, printed) };
  }
  const fileName = pdfFileName(row.number);
  if (row.pdf) return { fileName, content: row.pdf };

  // The recipient's original speaks the buyer's language beside English (ADR 0065).
  const rendered = await renderPdf(snapshot, 'original', await buyerLabels(db, snapshot.order.id));
  const [stored] = await db
    .update(taxDocuments)
    .set({ pdf: rendered })
    .where(and(eq(taxDocuments.id, documentId), isNull(taxDocuments.pdf)))
    .returning({ id: taxDocuments.id });
  if (stored) return { fileName, content: rendered };
  const [winner] = await db
    .select({ pdf: taxDocuments.pdf })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, documentId));
  return { fileName, content: winner?.pdf ?? rendered };
}

/**
 * The headings and labels in the language of the account that placed order `orderId`
 * (`users.locale`); undefined for English or an order without an account.
 */
async function buyerLabels(db: Database, orderId: string): Promise<InvoiceMessages | undefined> {
  const { rows } = await db.execute<{ locale: string }>(
    sql`SELECT u.locale FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  );
  const locale = rows[0]?.locale;
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return undefined;
  return translatedMap('invoice', invoiceMessages, await translator(locale));
}

/** Document `documentId`'s PDF as a mail attachment (the shipped mail's invoice); undefined when none. */
export async function pdfAttachment(db: Database, documentId: string): Promise<MailAttachment | undefined> {
  const pdf = await pdfOf(db, documentId);
  return pdf && { filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' };
}
