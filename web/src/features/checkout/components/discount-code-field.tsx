import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@shahi/contract';
import { type DiscountCheck, type DiscountCheckRequest, discountCodeField } from '@shahi/contract/schemas';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useCheckDiscount } from '#web/features/checkout/api/check-discount.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

interface DiscountCodeFieldProps {
  /** The ids of the pieces being ordered; the code is checked against them. */
  products: string[];
  /** The code applied, or null. */
  applied: DiscountCheck | null;
  onChange: (applied: DiscountCheck | null) => void;
  /** The delivery typed so far, read at Apply: a once-per-customer code counts its phone and address. */
  delivery?: () => DiscountCheckRequest['delivery'];
}

/**
 * The checkout's "Discount code" field with its Apply button (ADR 0039): the server says what the
 * code takes off these pieces, or why it cannot be used; once applied it shows the code and the
 * saving with a Remove button. Enter applies the code, never places the order.
 */
export function DiscountCodeField({ products, applied, onChange, delivery }: DiscountCodeFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const check = useCheckDiscount();

  const apply = () => {
    const parsed = discountCodeField.safeParse(code);
    if (!parsed.success) {
      setProblem(translateMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem('');
    check.mutate(
      { code: parsed.data, products, delivery: delivery?.() },
      {
        onSuccess: (result) => onChange(result),
        onError: (error) =>
          setProblem(translateMessage(failureMessage(error, t`The code could not be checked`))),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  if (applied) {
    const appliedCode = applied.code;
    const saving = formatRupees(applied.discount);
    return (
      <section
        aria-label={t`Discount code`}
        className="flex flex-wrap items-center justify-between gap-3 rounded-sm border border-sale/40 bg-white px-4 py-3"
      >
        <p role="status" className="text-sm text-ink">
          <Trans>
            <span className="font-semibold tracking-wide text-sale">{appliedCode}</span> applied: you save{' '}
            <span className="font-semibold">{saving}</span>
          </Trans>
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange(null);
            setCode('');
          }}
        >
          <Trans>Remove</Trans>
        </Button>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        <Trans>Discount code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          className={`h-11 min-w-0 flex-1 rounded-sm border bg-white px-3 text-base uppercase text-ink placeholder:normal-case placeholder:text-ink-muted focus-visible:border-maroon-700 ${
            problem ? 'border-maroon-500' : 'border-gold-700'
          }`}
          placeholder={t`e.g. WELCOME10`}
        />
        <Button variant="outline" onClick={apply} disabled={check.isPending || products.length === 0}>
          {check.isPending ? <Trans>Checking...</Trans> : <Trans>Apply</Trans>}
        </Button>
      </div>
      {problem ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-maroon-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
