import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { translateMessage } from '#web/lib/i18n.ts';

interface TermsFieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

const linkClasses = 'font-semibold text-maroon-700 underline';

/**
 * "I agree to the Terms and Conditions and the Returns Policy": unticked at first, ticked by the
 * shopper before placing an order (the checkout, a quote's acceptance; ADR 0029); the policies open
 * in a new tab so the form keeps its values.
 */
export function TermsField({ registration, error }: TermsFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'accept-terms-error' : undefined}
          {...registration}
        />
        <span>
          <Trans>
            I agree to the{' '}
            <Link to="/termsandconditions" target="_blank" className={linkClasses}>
              Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/returnpolicy" target="_blank" className={linkClasses}>
              Returns Policy
            </Link>
          </Trans>
        </span>
      </label>
      {error ? (
        <p id="accept-terms-error" role="alert" className="text-sm font-medium text-maroon-700">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
