import { useLingui } from '@lingui/react/macro';
import { PIN_CODE_PATTERN } from '@shahi/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DeliveryPromise } from '#web/components/delivery/delivery-promise.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  lastCheckedPin,
  rememberCheckedPin,
  useDefaultSavedPin,
  useDeliveryEstimate,
} from '#web/lib/delivery.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';

/** Runs `work` once the main thread is idle (at most 2 s later); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/**
 * "Deliver to [PIN] Check" on the product page (ADR 0064): the delivery date and whether cash on
 * delivery is offered at a PIN, or that no courier reaches it. The PIN starts as the one last
 * checked on this browser, else the signed-in shopper's default saved address's; it is asked for
 * only once the main thread is idle after the page is shown (ADRs 0046, 0050), and a typed PIN on
 * Check. The server renders the control empty; the PIN arrives with the app.
 */
export function DeliverTo() {
  const { t } = useLingui();
  const pinCodeMessages = useMessages('pinCode');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { user } = useSession();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState('');
  const [error, setError] = useState('');
  const [idle, setIdle] = useState(false);
  const [touched, setTouched] = useState(false);
  const savedPin = useDefaultSavedPin(user?.userId, idle && !lastCheckedPin());
  const estimate = useDeliveryEstimate(checked);

  useEffect(() => whenIdle(() => setIdle(true)), []);

  // After idle: the PIN last checked here, else the default saved address's, unless one was typed.
  useEffect(() => {
    if (!idle || touched || checked) return;
    const start = lastCheckedPin() || savedPin;
    if (!start) return;
    setTyped(start);
    setChecked(start);
  }, [idle, touched, checked, savedPin]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const pin = typed.trim();
    if (!PIN_CODE_PATTERN.test(pin)) {
      setError(pinCodeMessages.pinCodeMalformed);
      return;
    }
    setError('');
    setChecked(pin);
    rememberCheckedPin(pin);
  };

  return (
    <section
      aria-label={t`Delivery`}
      className="flex flex-col gap-2 rounded-sm border border-gold-300 px-4 py-3"
    >
      <form noValidate onSubmit={check} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            {pinCodeMessages.deliverTo}
          </label>
          <input
            id={inputId}
            name="pin"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t`PIN code`}
            value={typed}
            onChange={(event) => {
              setTouched(true);
              setTyped(event.target.value.replace(/\D/g, ''));
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`h-11 w-full max-w-40 rounded-sm border bg-white px-3 text-base tracking-widest text-ink ${
              error ? 'border-maroon-500' : 'border-gold-700'
            }`}
          />
        </div>
        <Button type="submit" variant="outline">
          {pinCodeMessages.deliveryCheck}
        </Button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-maroon-700">
          {error}
        </p>
      ) : (
        <DeliveryPromise
          estimate={estimate.data}
          pending={estimate.isFetching && !estimate.data}
          failed={estimate.isError}
        />
      )}
    </section>
  );
}
