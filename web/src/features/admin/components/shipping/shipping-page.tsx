import type { CodBlock, CodBlockCreateRequest, RtoFigures, RtoStats } from '@shahi/contract/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useChangeCodBlock, useCodBlocks, useRtoStats } from '#web/features/admin/api/shipping/shipping.ts';
import { SelectField } from '#web/features/admin/components/common/fields.tsx';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

const card = 'rounded-sm border border-gold-300 bg-white p-4';
const heading = 'mb-3 font-display text-xl font-semibold text-maroon-700';

/** A rate 0–1 as "25 %" (whole per cent). */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 100)} %`;
}

function Figures({ figures }: { figures: RtoFigures }) {
  return (
    <span className="tabular-nums">
      {figures.returned} of {figures.shipped} returned · <strong>{formatRate(figures.rate)}</strong>
    </span>
  );
}

/** One row of the RTO figures as a card (phone) or a line (laptop), with "Turn COD off" when it is on. */
function RtoRow({
  name,
  detail,
  figures,
  blocked,
  busy,
  onBlock,
}: {
  name: string;
  detail?: string;
  figures: RtoFigures;
  blocked: boolean;
  busy: boolean;
  onBlock: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-gold-100 py-2 last:border-b-0">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{name}</p>
        {detail ? <p className="text-sm break-all text-ink-muted">{detail}</p> : null}
        <p className="text-sm text-ink">
          <Figures figures={figures} />
        </p>
      </div>
      {blocked ? (
        <span className="text-sm font-semibold text-ink-muted">COD off</span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onBlock}
          aria-label={`Turn COD off for ${name}`}
        >
          Turn COD off
        </Button>
      )}
    </li>
  );
}

function RtoView({
  stats,
  busy,
  onBlock,
}: {
  stats: RtoStats;
  busy: boolean;
  onBlock: (body: CodBlockCreateRequest) => void;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="rto-pin-heading" className={card}>
        <h2 id="rto-pin-heading" className={heading}>
          By PIN code area
        </h2>
        {stats.byPinPrefix.length === 0 ? (
          <p className="text-sm text-ink-muted">No parcel shipped in this period.</p>
        ) : (
          <ul>
            {stats.byPinPrefix.map((row) => (
              <RtoRow
                key={row.pinPrefix}
                name={`PIN ${row.pinPrefix}xxx`}
                figures={row}
                blocked={row.codBlocked}
                busy={busy}
                onBlock={() =>
                  onBlock({ kind: 'pin_prefix', pinPrefix: row.pinPrefix, note: 'Many returned parcels' })
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rto-shopper-heading" className={card}>
        <h2 id="rto-shopper-heading" className={heading}>
          By shopper
        </h2>
        {stats.byShopper.length === 0 ? (
          <p className="text-sm text-ink-muted">No parcel shipped in this period.</p>
        ) : (
          <ul>
            {stats.byShopper.map((row) => (
              <RtoRow
                key={row.userId}
                name={row.name || row.email}
                detail={[row.email, row.phoneNumber].filter(Boolean).join(' · ')}
                figures={row}
                blocked={row.codBlocked}
                busy={busy}
                onBlock={() =>
                  onBlock({ kind: 'customer', shopper: row.email, note: 'Many returned parcels' })
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The form that turns cash on delivery off for a PIN prefix or a shopper (by e-mail or phone). */
function AddBlockForm({ busy, onAdd }: { busy: boolean; onAdd: (body: CodBlockCreateRequest) => void }) {
  const [kind, setKind] = useState<'pin_prefix' | 'customer'>('pin_prefix');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get('value') ?? '');
    const note = String(form.get('note') ?? '');
    onAdd(kind === 'pin_prefix' ? { kind, pinPrefix: value, note } : { kind, shopper: value, note });
  };
  return (
    <form
      aria-label="Turn cash on delivery off"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label="For"
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value === 'customer' ? 'customer' : 'pin_prefix')}
      >
        <option value="pin_prefix">PIN codes starting with</option>
        <option value="customer">A shopper (e-mail or phone)</option>
      </SelectField>
      <TextField
        key={kind}
        label={kind === 'pin_prefix' ? 'PIN prefix' : 'Shopper’s e-mail or phone'}
        name="value"
        inputMode={kind === 'pin_prefix' ? 'numeric' : 'email'}
        autoComplete="off"
        hint={kind === 'pin_prefix' ? '1 to 6 digits, e.g. 744 for the Andamans' : undefined}
      />
      <TextField label="Note (for you)" name="note" autoComplete="off" />
      <div className="flex items-end">
        <Button type="submit" disabled={busy}>
          Turn COD off
        </Button>
      </div>
    </form>
  );
}

function BlockList({
  blocks,
  busy,
  onRemove,
}: {
  blocks: CodBlock[];
  busy: boolean;
  onRemove: (id: string) => void;
}) {
  if (blocks.length === 0)
    return <p className="text-sm text-ink-muted">Cash on delivery is open to every PIN code and shopper.</p>;
  return (
    <ul aria-label="Cash on delivery is off for" className="flex flex-col">
      {blocks.map((block) => (
        <li
          key={block.id}
          className="flex flex-wrap items-center justify-between gap-2 border-b border-gold-100 py-2 last:border-b-0"
        >
          <div className="min-w-0">
            <p className="font-semibold break-all text-ink">
              {block.kind === 'pin_prefix' ? `PIN codes starting ${block.value}` : block.label}
            </p>
            <p className="text-sm text-ink-muted">
              {[block.note, `since ${formatDateTime(block.createdAt)}`].filter(Boolean).join(' · ')}
            </p>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onRemove(block.id)}
            aria-label={`Turn COD back on: ${block.kind === 'pin_prefix' ? block.value : block.label}`}
          >
            Turn COD back on
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Shipping & returns" (ADR 0061, 0063): how many parcels came back undelivered (RTO) over the
 * last 90 days, overall, per 3-digit PIN prefix and per shopper, each with "Turn COD off"; and the
 * cash-on-delivery blocks, to add (a PIN prefix, or a shopper by e-mail or phone) and remove.
 * Lists, not tables, so a phone reads them without sideways scrolling.
 */
export function ShippingPage() {
  const rto = useRtoStats(90);
  const blocks = useCodBlocks();
  const change = useChangeCodBlock();
  const [done, setDone] = useState('');
  const run = (action: Parameters<typeof change.mutate>[0]) => {
    setDone('');
    change.mutate(action, { onSuccess: (message) => setDone(message) });
  };
  return (
    <>
      <PageHeader title="Shipping & returns">
        <p className="mt-1 text-sm text-ink-muted">
          Parcels that came back undelivered (RTO) cost two shipping charges. Turn cash on delivery off where
          they keep coming back: those shoppers can still pay online.
        </p>
      </PageHeader>
      {done ? (
        <FormAlert tone="success" className="mb-4">
          {done}
        </FormAlert>
      ) : null}
      {change.isError ? (
        <FormAlert tone="error" className="mb-4">
          {failureMessage(change.error, 'Cash on delivery could not be changed.')}
        </FormAlert>
      ) : null}
      <section aria-labelledby="rto-heading" className="mb-6">
        <h2 id="rto-heading" className={heading}>
          Returned parcels, last 90 days
        </h2>
        <QueryState
          query={rto}
          loading={<LoadingList label="Loading the returned parcels" rows={2} />}
          errorTitle="The returned parcels could not be loaded."
          compactRetry
        >
          {(stats) => (
            <>
              <p className="mb-3 text-sm text-ink" data-testid="rto-total">
                All parcels: <Figures figures={stats.total} />
              </p>
              <RtoView stats={stats} busy={change.isPending} onBlock={(body) => run({ kind: 'add', body })} />
            </>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="cod-heading" className={card}>
        <h2 id="cod-heading" className={heading}>
          Where cash on delivery is off
        </h2>
        <div className="mb-4">
          <AddBlockForm busy={change.isPending} onAdd={(body) => run({ kind: 'add', body })} />
        </div>
        <QueryState
          query={blocks}
          loading={<LoadingList label="Loading the blocks" rows={2} />}
          errorTitle="The blocks could not be loaded."
          compactRetry
        >
          {(list) => (
            <BlockList blocks={list} busy={change.isPending} onRemove={(id) => run({ kind: 'remove', id })} />
          )}
        </QueryState>
      </section>
    </>
  );
}
