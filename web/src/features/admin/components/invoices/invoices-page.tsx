import { indiaMonth } from '@shahi/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { downloadGstr1Zip } from '#web/features/admin/api/tax-documents/download-gstr1.ts';
import { useTaxDocuments } from '#web/features/admin/api/tax-documents/get-tax-documents.ts';
import { FilterNav } from '#web/features/admin/components/common/filter-nav.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { financialQuarterOf, quarterMonths } from './quarter.ts';
import { TaxDocumentTable } from './tax-document-table.tsx';

const kindFilters = [
  { value: '', label: 'All' },
  { value: 'invoice', label: 'Tax invoices' },
  { value: 'bill_of_supply', label: 'Invoices / cash memos (not registered)' },
  { value: 'credit_note', label: 'Credit notes' },
] as const;

/**
 * The month's tax invoices, bills of supply and credit notes (month and kind in the URL), oldest
 * first, with the GST of each; "Download GSTR-1 (zip)" saves the GST offline tool's section CSVs for
 * the month, or for its financial-year quarter when "GSTR-1 for" says so (QRMP filers, ADR 0056).
 */
export function InvoicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = searchParams.get('month') || indiaMonth(new Date());
  const kind = searchParams.get('kind') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const documents = useTaxDocuments(queryString({ month, kind, page: page > 1 ? page : undefined }));
  const [downloadError, setDownloadError] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [scope, setScope] = useState<'month' | 'quarter'>('month');
  const quarter = financialQuarterOf(month);
  const hrefOf = (target: number, nextKind = kind) =>
    `/admin/invoices${queryString({ month, kind: nextKind, page: target > 1 ? target : undefined })}`;
  const download = async () => {
    setDownloadError('');
    setDownloading(true);
    try {
      await downloadGstr1Zip(scope === 'quarter' ? { quarter } : { month });
    } catch (failure) {
      setDownloadError(failureMessage(failure, 'The GSTR-1 zip could not be downloaded.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Invoices"
        actions={
          <Button variant="gold" disabled={downloading} onClick={() => void download()}>
            {downloading ? 'Downloading...' : 'Download GSTR-1 (zip)'}
          </Button>
        }
      />
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
          Month
          <input
            type="month"
            value={month}
            onChange={(event) => {
              if (event.target.value) setSearchParams(queryString({ month: event.target.value, kind }));
            }}
            className="h-11 rounded-sm border border-gold-700 bg-white px-3 text-base font-normal"
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
          GSTR-1 for
          <select
            value={scope}
            onChange={(event) => setScope(event.target.value === 'quarter' ? 'quarter' : 'month')}
            className="h-11 rounded-sm border border-gold-700 bg-white px-3 text-base font-normal"
          >
            <option value="month">This month</option>
            <option value="quarter">Its quarter ({quarterMonths(quarter)})</option>
          </select>
        </label>
        <FilterNav
          label="Which documents"
          choices={kindFilters}
          current={kind}
          hrefOf={(value) => hrefOf(1, value)}
        />
      </div>
      {downloadError ? (
        <FormAlert tone="error" className="mb-4">
          {downloadError}
        </FormAlert>
      ) : null}
      <TaxDocumentTable query={documents} hrefOf={hrefOf} />
    </>
  );
}
