/** The back office's list of tax documents of a month (ADR 0030); rows hold paise, answers rupees. */
import { indiaMonth, paiseToRupees } from '@shahi/contract';
import type { AdminTaxDocument, AdminTaxDocumentPage } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { pageOf } from '#server/http/paging.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { monthPeriod } from './gstr1-period.ts';
import { type ListedDocument, selectDocumentsIssued } from './repository.ts';

/** The instants [from, to) of month `YYYY-MM` in India time. */
export function monthRange(month: string): { from: Date; to: Date } {
  const { from, to } = monthPeriod(month);
  return { from, to };
}

/** "04-Chandigarh": place of supply as GSTR-1 writes it. */
export const placeOfSupplyLabel = (snapshot: Pick<TaxDocumentSnapshot, 'placeOfSupply'>) =>
  `${snapshot.placeOfSupply.stateCode}-${snapshot.placeOfSupply.stateName}`;

function toAdminDocument({ id, orderId, snapshot }: ListedDocument): AdminTaxDocument {
  const { totals } = snapshot;
  return {
    _id: id,
    number: snapshot.number,
    kind: snapshot.kind,
    issuedAt: snapshot.issuedAt,
    orderId,
    buyer: snapshot.buyer.name,
    placeOfSupply: placeOfSupplyLabel(snapshot),
    taxable: paiseToRupees(totals.taxablePaise),
    cgst: paiseToRupees(totals.cgstPaise),
    sgst: paiseToRupees(totals.sgstPaise),
    utgst: paiseToRupees(totals.utgstPaise),
    igst: paiseToRupees(totals.igstPaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

/**
 * Page `page` of the documents issued in `month` (India time; this month when absent), `kind` only
 * when given; oldest first.
 */
export async function listTaxDocuments(
  db: Database,
  query: {
    month?: string | undefined;
    kind?: TaxDocumentSnapshot['kind'] | undefined;
    page: number;
    perPage: number;
  },
): Promise<AdminTaxDocumentPage> {
  const { page, perPage } = query;
  const { total, rows } = await selectDocumentsIssued(
    db,
    { ...monthRange(query.month ?? indiaMonth(new Date())), kind: query.kind },
    { page, perPage },
  );
  return { ...pageOf(rows.map(toAdminDocument), total, { page, perPage }), perPage };
}
