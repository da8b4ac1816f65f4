import { useLingui } from '@lingui/react/macro';
import { SHOP_COUNTRY } from '@shahi/contract';
import { TextField } from '#web/components/ui/text-field.tsx';

/**
 * "Country", shown fixed as India: the shop delivers only within India (docs/decisions/0029).
 * The form sends its own `country` value; this input is read-only and not submitted.
 */
export function CountryField() {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Country`}
      value={SHOP_COUNTRY}
      readOnly
      aria-readonly
      hint={t`We deliver only within India`}
      className="[&_input]:bg-parchment"
    />
  );
}
