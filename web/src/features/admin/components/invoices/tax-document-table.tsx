import { formatRupees } from '@shahi/contract';
import type { AdminTaxDocument, AdminTaxDocumentPage, TaxDocumentKind } from '@shahi/contract/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { openOrderDocument } from '#web/features/admin/api/orders/get-order-document.ts';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { Pager } from '#web/features/admin/components/common/pager.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

const kindLabels: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  bill_of_supply: 'Invoice / Cash memo',
  credit_note: 'Credit note',
};

/**
 * A document's PDF buttons: "PDF" (the recipient's original; a credit note's only copy) and, for
 * an invoice or bill, "Supplier copy" (the triplicate the seller keeps, CGST Rule 48(1)).
 */
function PdfButtons({ row, onError }: { row: AdminTaxDocument; onError: (message: string) => void }) {
  const open = async (copy: 'original' | 'triplicate') => {
    onError('');
    try {
      await openOrderDocument(row.orderId, { id: row._id, number: row.number }, copy);
    } catch (failure) {
      onError(failureMessage(failure, 'The document could not be opened.'));
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`PDF of ${row.number}`}
        onClick={() => void open('original')}
      >
        PDF
      </Button>
      {row.kind === 'credit_note' ? null : (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Supplier copy of ${row.number}`}
          onClick={() => void open('triplicate')}
        >
          Supplier copy
        </Button>
      )}
    </div>
  );
}

/** A document as a card on a phone: number, kind, date, buyer, order, total and its PDF. */
function DocumentCard({ row, onError }: { row: AdminTaxDocument; onError: (message: string) => void }) {
  return (
    <li className="rounded-sm border border-gold-300 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono font-bold text-maroon-700">{row.number}</p>
          <p className="text-sm text-ink-muted">
            {kindLabels[row.kind]} · {formatDateTime(row.issuedAt)}
          </p>
        </div>
        <p className="text-right font-bold whitespace-nowrap tabular-nums">{formatRupees(row.total)}</p>
      </div>
      <p className="mt-1 text-sm text-ink">
        {row.buyer} ·{' '}
        <Link to={`/admin/orders/${row.orderId}`} className="text-maroon-700 underline">
          Order {orderReference(row.orderId)}
        </Link>
      </p>
      <p className="text-xs text-ink-muted">
        Taxable {formatRupees(row.taxable)} · GST {formatRupees(row.cgst + row.sgst + row.utgst + row.igst)} ·{' '}
        {row.placeOfSupply}
      </p>
      <div className="mt-2">
        <PdfButtons row={row} onError={onError} />
      </div>
    </li>
  );
}

/**
 * One page of tax documents with the pager: on a phone a card per document (number, buyer, total,
 * PDF); from 768 px a table (number, kind, date, order, buyer, place of supply, taxable value,
 * each tax, total in rupees, PDF). The server's error, loading, or "none" instead.
 */
export function TaxDocumentTable({
  query,
  hrefOf,
}: {
  query: UseQueryResult<AdminTaxDocumentPage, Error>;
  hrefOf: (page: number) => string;
}) {
  const [pdfError, setPdfError] = useState('');
  if (query.isError) {
    return (
      <FormAlert tone="error">{failureMessage(query.error, 'The invoices could not be loaded.')}</FormAlert>
    );
  }
  if (!query.data) return <LoadingList label="Loading invoices" />;
  if (query.data.data.length === 0) return <Notice title="No documents issued this month" />;
  const money = (value: number) => formatRupees(value);
  return (
    <>
      {pdfError ? (
        <FormAlert tone="error" className="mb-3">
          {pdfError}
        </FormAlert>
      ) : null}
      <ul aria-label="Tax documents (cards)" className="flex flex-col gap-3 md:hidden">
        {query.data.data.map((row) => (
          <DocumentCard key={row._id} row={row} onError={setPdfError} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table
          aria-label="Tax documents"
          aria-busy={query.isFetching}
          className="w-full min-w-[64rem] text-sm"
        >
          <thead>
            <tr className="border-b border-gold-300 text-left">
              {['Number', 'Kind', 'Date', 'Order', 'Buyer', 'Place of supply'].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-2 font-semibold">
                  {heading}
                </th>
              ))}
              {['Taxable', 'CGST', 'SGST', 'UTGST', 'IGST', 'Total'].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-2 text-right font-semibold">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 font-semibold">
                PDF
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.data.map((row: AdminTaxDocument) => (
              <tr key={row._id} className="border-b border-gold-100">
                <td className="px-2 py-2 font-mono">{row.number}</td>
                <td className="px-2 py-2">{kindLabels[row.kind]}</td>
                <td className="px-2 py-2">{formatDateTime(row.issuedAt)}</td>
                <td className="px-2 py-2">
                  <Link to={`/admin/orders/${row.orderId}`} className="text-maroon-700 underline">
                    {orderReference(row.orderId)}
                  </Link>
                </td>
                <td className="px-2 py-2">{row.buyer}</td>
                <td className="px-2 py-2">{row.placeOfSupply}</td>
                {[row.taxable, row.cgst, row.sgst, row.utgst, row.igst, row.total].map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the six money columns are fixed.
                  <td key={index} className="px-2 py-2 text-right tabular-nums">
                    {money(value)}
                  </td>
                ))}
                <td className="px-2 py-2">
                  <PdfButtons row={row} onError={setPdfError} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={query.data.currentPage}
        totalPage={query.data.totalPage}
        totalCount={query.data.totalCount}
        hrefOf={hrefOf}
        noun="documents"
      />
    </>
  );
}
