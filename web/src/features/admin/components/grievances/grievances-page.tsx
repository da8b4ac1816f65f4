import {
  type AdminGrievance,
  adminGrievanceResolveSchema,
  GRIEVANCE_ACK_NOTE_MAX_LENGTH,
  GRIEVANCE_RESOLUTION_MAX_LENGTH,
  grievanceAckNoteSchema,
} from '@shahi/contract/schemas';
import { useChangeGrievance } from '#web/features/admin/api/grievances/change-grievance.ts';
import { useGrievances } from '#web/features/admin/api/grievances/get-grievances.ts';
import { TextAnswerDialog } from '#web/features/admin/components/inbox/answer-dialog.tsx';
import { type Inbox, InboxPage } from '#web/features/admin/components/inbox/inbox-page.tsx';
import { GrievanceCard } from './grievance-card.tsx';

const grievancesInbox: Inbox<AdminGrievance> = {
  title: 'Grievances',
  path: '/admin/grievances',
  noun: 'grievances',
  param: 'status',
  filters: [
    { value: '', label: 'All' },
    { value: 'open', label: 'Open' },
    { value: 'acknowledged', label: 'Acknowledged' },
    { value: 'resolved', label: 'Resolved' },
  ],
  useList: useGrievances,
};

/**
 * Grievances filed at /grievance (docs/product.md#grievances), newest first, by status; each with
 * its due dates (red once overdue), acknowledge with an optional note, and resolve with a
 * resolution; both are mailed to the complainant.
 */
export function GrievancesPage() {
  const change = useChangeGrievance();
  return (
    <InboxPage<AdminGrievance, 'acknowledge' | 'resolve'>
      inbox={grievancesInbox}
      change={change}
      changeFailure="The grievance could not be changed."
      renderItem={(grievance, { busy, answer }) => (
        <GrievanceCard
          grievance={grievance}
          busy={busy}
          onAcknowledge={() => answer('acknowledge')}
          onResolve={() => answer('resolve')}
        />
      )}
      renderAnswer={({ item, action }, dialog) =>
        action === 'acknowledge' ? (
          <TextAnswerDialog
            {...dialog}
            title={`Acknowledge ${item.ticketNumber}`}
            label="Note to the complainant (optional, mailed with the acknowledgement)"
            text={grievanceAckNoteSchema}
            maxLength={GRIEVANCE_ACK_NOTE_MAX_LENGTH}
            rows={4}
            submitLabel="Acknowledge and mail"
            pendingLabel="Acknowledging…"
            onSubmit={(note) =>
              change.mutate({ id: item._id, action: 'acknowledge', note }, { onSuccess: dialog.onClose })
            }
          />
        ) : (
          <TextAnswerDialog
            {...dialog}
            title={`Resolve ${item.ticketNumber}`}
            label="Resolution (mailed to the complainant)"
            text={adminGrievanceResolveSchema.shape.resolution}
            maxLength={GRIEVANCE_RESOLUTION_MAX_LENGTH}
            rows={6}
            submitLabel="Resolve and mail"
            pendingLabel="Resolving…"
            onSubmit={(resolution) =>
              change.mutate({ id: item._id, action: 'resolve', resolution }, { onSuccess: dialog.onClose })
            }
          />
        )
      }
    />
  );
}
