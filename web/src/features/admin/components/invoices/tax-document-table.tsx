import { formatRupees } from '@shahi/contract';
import type { AdminTaxDocument, AdminTaxDocumentPage, TaxDocumentKind } from '@shahi/contract/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
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
 * One page of tax documents as a table (number, kind, date, order, buyer, place of supply, taxable
 * value, each tax, total in rupees) with the pager; the server's error, loading, or "none" instead.
 */
export function TaxDocumentTable({
  query,
  hrefOf,
}: {
  query: UseQueryResult<AdminTaxDocumentPage, Error>;
  hrefOf: (page: number) => string;
}) {
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
      <div className="overflow-x-auto">
        <table
          aria-label="Tax documents"
          aria-busy={query.isFetching}
          className="w-full min-w-[56rem] text-sm"
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
