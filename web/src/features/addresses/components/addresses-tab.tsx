import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SAVED_ADDRESSES, messages, type SavedAddress } from '@shahi/contract';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAddresses } from '#web/features/addresses/api/get-addresses.ts';
import { useUpdateAddress } from '#web/features/addresses/api/save-address.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { AddressCard } from './address-card.tsx';
import { AddressFormDialog } from './address-form-dialog.tsx';
import { DefaultReplacesNotice } from './default-replaces-notice.tsx';
import { DeleteAddressDialog } from './delete-address-dialog.tsx';

function AddressesSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your addresses`} className="grid gap-4 sm:grid-cols-2">
      {['a', 'b'].map((key) => (
        <Skeleton key={key} className="h-44 w-full" />
      ))}
    </div>
  );
}

/**
 * The profile's Addresses tab: the saved addresses (default first), Add and Edit dialogs, Delete
 * with a confirmation, and one default address: ticking another shows an alert that it replaces
 * the current one, and the choice is saved at once (docs/product.md#saved-addresses).
 */
export function AddressesTab() {
  const userId = useSession().user?.userId ?? '';
  const { t } = useLingui();
  const m = useMessages('messages');
  const addresses = useAddresses(userId);
  const setDefault = useUpdateAddress(userId);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [replacing, setReplacing] = useState<{ chosen: SavedAddress; replaced: SavedAddress } | null>(null);

  const list = addresses.data ?? [];
  const currentDefault = list.find((address) => address.isDefault);
  const full = list.length >= MAX_SAVED_ADDRESSES;
  const count = list.length;
  const limit = MAX_SAVED_ADDRESSES;

  function changeDefault(address: SavedAddress, isDefault: boolean) {
    const replaced =
      isDefault && currentDefault && currentDefault._id !== address._id ? currentDefault : null;
    setReplacing(replaced ? { chosen: address, replaced } : null);
    setDefault.mutate({ ...address, isDefault });
  }

  return (
    <QueryState
      query={addresses}
      loading={<AddressesSkeleton />}
      errorTitle={m.failedToFetchAddresses}
      errorDetail={(error) => failureMessage(error, messages.errorFetchingAddresses)}
    >
      {() => (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted">
              <Trans>
                {count} of {limit} saved addresses
              </Trans>
            </p>
            {full ? (
              <p className="text-sm font-semibold text-maroon-700">{m.addressLimitReached}</p>
            ) : (
              <Button onClick={() => setEditing('new')}>
                <Trans>Add address</Trans>
              </Button>
            )}
          </div>
          {replacing ? (
            <DefaultReplacesNotice replaced={replacing.replaced} chosen={replacing.chosen} />
          ) : null}
          {setDefault.isError ? (
            <FormAlert tone="error">
              {failureMessage(setDefault.error, messages.failedToUpdateAddress)}
            </FormAlert>
          ) : null}
          {list.length === 0 ? (
            <Notice title={t`No saved addresses yet`}>
              <Trans>Save the places you ship to; the default one fills in the checkout for you.</Trans>
            </Notice>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {list.map((address) => (
                <li key={address._id}>
                  <AddressCard
                    address={address}
                    busy={setDefault.isPending}
                    onDefaultChange={changeDefault}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                  />
                </li>
              ))}
            </ul>
          )}
          {editing ? (
            <AddressFormDialog
              address={editing === 'new' ? undefined : editing}
              currentDefault={currentDefault}
              onClose={() => setEditing(null)}
            />
          ) : null}
          {deleting ? <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} /> : null}
        </div>
      )}
    </QueryState>
  );
}
