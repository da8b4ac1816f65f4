import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedAddress } from '@shahi/contract';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

interface AddressCardProps {
  address: SavedAddress;
  /** Ticking or unticking "Default address"; sent to the server at once. */
  onDefaultChange: (address: SavedAddress, isDefault: boolean) => void;
  onEdit: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
  /** A default change is under way (the checkboxes wait for it). */
  busy: boolean;
}

/** One saved address: name (with a Default badge), the address on one line, phones, the default checkbox, Edit and Delete. */
export function AddressCard({ address, onDefaultChange, onEdit, onDelete, busy }: AddressCardProps) {
  const { t } = useLingui();
  const name = address.name;
  const phones = address.alternativePhoneNumber
    ? `${address.phoneNumber}, ${address.alternativePhoneNumber}`
    : address.phoneNumber;
  const line = [address.address, address.city, address.state, address.zip, address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return (
    <article
      aria-label={address.name}
      className={`flex h-full flex-col gap-3 rounded-sm border bg-white p-4 ${
        address.isDefault ? 'border-maroon-700 ring-1 ring-maroon-700' : 'border-gold-300'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-display text-lg font-semibold text-ink">{address.name}</h3>
        {address.isDefault ? (
          <Badge tone="reserved">
            <Trans>Default</Trans>
          </Badge>
        ) : null}
      </div>
      <div className="text-sm text-ink">
        <p className="break-words">{line}</p>
        <p className="mt-1 text-ink-muted">
          <Trans>Phone: {phones}</Trans>
        </p>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="h-5 w-5 accent-maroon-700"
          checked={address.isDefault}
          disabled={busy}
          onChange={(event) => onDefaultChange(address, event.target.checked)}
          aria-label={t`Default address: ${name}`}
        />
        <Trans>Default address</Trans>
      </label>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(address)}>
          <Trans>
            Edit<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(address)}>
          <Trans>
            Delete<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      </div>
    </article>
  );
}
