import type { AdminGrievance } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useChangeGrievance } from '#web/features/admin/api/grievances/change-grievance.ts';
import { useGrievances } from '#web/features/admin/api/grievances/get-grievances.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { GrievanceCard } from './grievance-card.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';

const filters = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'acknowledged', label: 'Acknowledged' },
  { value: 'resolved', label: 'Resolved' },
] as const;

/**
 * Grievances filed at /grievance (docs/product.md#grievances), newest first, by status; each with
 * its due dates (red once overdue), acknowledge, and resolve with a resolution mailed to the
 * complainant.
 */
export function GrievancesPage() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const grievances = useGrievances(queryString({ status, page: page > 1 ? page : undefined }));
  const change = useChangeGrievance();
  const [resolving, setResolving] = useState<AdminGrievance | null>(null);
  const hrefOf = (target: number, filter = status) =>
    `/admin/grievances${queryString({ status: filter, page: target > 1 ? target : undefined })}`;
  const busyId = change.isPending ? change.variables?.id : undefined;

  return (
    <>
      <PageHeader title="Grievances" />
      <nav aria-label="Which grievances" className="mb-5 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={hrefOf(1, filter.value)}
            aria-current={status === filter.value ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-sm border px-4 text-sm font-semibold ${
              status === filter.value
                ? 'border-maroon-700 bg-maroon-700 text-ivory'
                : 'border-gold-700 bg-white text-ink hover:border-maroon-700'
            }`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {change.isError && !resolving ? (
        <FormAlert tone="error" className="mb-4">
          {failureMessage(change.error, 'The grievance could not be changed.')}
        </FormAlert>
      ) : null}
      <PagedList
        query={grievances}
        label="Grievances"
        noun="grievances"
        failure="The grievances could not be loaded."
        empty="No grievances"
        listClassName="flex flex-col gap-3"
        hrefOf={hrefOf}
        renderItem={(grievance) => (
          <GrievanceCard
            key={grievance._id}
            grievance={grievance}
            busy={busyId === grievance._id}
            onAcknowledge={() => change.mutate({ id: grievance._id, action: 'acknowledge' })}
            onResolve={() => {
              change.reset();
              setResolving(grievance);
            }}
          />
        )}
      />
      {resolving ? (
        <ResolveDialog
          ticketNumber={resolving.ticketNumber}
          busy={change.isPending}
          error={
            change.isError ? failureMessage(change.error, 'The grievance could not be resolved.') : undefined
          }
          onClose={() => setResolving(null)}
          onResolve={(resolution) =>
            change.mutate(
              { id: resolving._id, action: 'resolve', resolution },
              { onSuccess: () => setResolving(null) },
            )
          }
        />
      ) : null}
    </>
  );
}
