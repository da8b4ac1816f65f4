import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useChangeContent } from '#web/features/admin/api/content/change-content.ts';
import {
  type ContentEntries,
  type ContentKind,
  useContentEntries,
} from '#web/features/admin/api/content/get-content-entries.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { ReorderButtons } from '#web/features/admin/components/common/reorder-buttons.tsx';
import { ActiveBadge } from '#web/features/admin/components/common/status-badges.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { moveItem } from '#web/lib/move-item.ts';

interface EntryListProps<Kind extends ContentKind> {
  kind: Kind;
  /** "banners", for the list's name and messages. */
  noun: string;
  /** A short name of one entry, for its buttons ("Edit Diwali sale"). */
  nameOf: (entry: ContentEntries[Kind]) => string;
  render: (entry: ContentEntries[Kind]) => ReactNode;
  onEdit: (entry: ContentEntries[Kind]) => void;
}

/**
 * One kind of storefront content in display order: each entry with Move up/down, Edit, Show/Hide
 * (banners and testimonials) and Delete (confirmed); the server's refusals shown above the list.
 */
export function EntryList<Kind extends ContentKind>({
  kind,
  noun,
  nameOf,
  render,
  onEdit,
}: EntryListProps<Kind>) {
  const entries = useContentEntries(kind);
  const change = useChangeContent(kind);
  const [deleting, setDeleting] = useState<ContentEntries[Kind] | null>(null);
  const error = change.isError ? failureMessage(change.error, 'The change could not be saved.') : '';
  const list = entries.data ?? [];

  return (
    <QueryState
      query={entries}
      loading={<LoadingList label={`Loading ${noun}`} rows={2} />}
      errorTitle={`The ${noun} could not be loaded`}
      errorDetail={(failure) => failureMessage(failure, '')}
      compactRetry
    >
      {() => (
        <>
          {error && !deleting ? (
            <FormAlert tone="error" className="mb-3">
              {error}
            </FormAlert>
          ) : null}
          {list.length === 0 ? (
            <Notice title={`No ${noun} yet`} />
          ) : (
            <ol aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)} className="flex flex-col gap-3">
              {list.map((entry, index) => {
                const name = nameOf(entry);
                const active = 'active' in entry ? entry.active : undefined;
                return (
                  <li
                    key={entry._id}
                    className="flex flex-col gap-3 rounded-sm border border-gold-300 bg-white p-3 sm:flex-row sm:items-center"
                  >
                    <div className="min-w-0 flex-1">
                      {render(entry)}
                      {active === undefined ? null : <ActiveBadge active={active} />}
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <ReorderButtons
                        name={name}
                        index={index}
                        count={list.length}
                        disabled={change.isPending}
                        onMove={(from, to) =>
                          change.mutate({
                            kind: 'reorder',
                            ids: moveItem(list, from, to).map((item) => item._id),
                          })
                        }
                      />
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Edit ${name}`}
                          onClick={() => onEdit(entry)}
                        >
                          Edit
                        </Button>
                        {active === undefined ? null : (
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={change.isPending}
                            aria-label={`${active ? 'Hide' : 'Show'} ${name}`}
                            onClick={() => change.mutate({ kind: 'active', id: entry._id, active: !active })}
                          >
                            {active ? 'Hide' : 'Show'}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Delete ${name}`}
                          onClick={() => {
                            change.reset();
                            setDeleting(entry);
                          }}
                        >
                          Delete
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {deleting ? (
            <ConfirmDialog
              title="Delete?"
              confirmLabel="Delete"
              busyLabel="Deleting..."
              busy={change.isPending}
              error={error ? <FormAlert tone="error">{error}</FormAlert> : null}
              onConfirm={() =>
                change.mutate({ kind: 'delete', id: deleting._id }, { onSuccess: () => setDeleting(null) })
              }
              onCancel={() => setDeleting(null)}
            >
              “{nameOf(deleting)}” is removed from the shop. This cannot be undone.
            </ConfirmDialog>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
