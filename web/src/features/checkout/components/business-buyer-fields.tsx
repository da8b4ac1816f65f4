import { useLingui } from '@lingui/react/macro';
import { BUSINESS_NAME_MAX_LENGTH, billToStateOf } from '@shahi/contract/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { translateMessage } from '#web/lib/i18n.ts';

interface BusinessBuyerFieldsProps {
  /** What the shopper has typed as GSTIN so far. */
  gstin: string;
  /** The delivery state chosen (name), to compare with the GSTIN's state. */
  deliveryState: string;
  gstinField: UseFormRegisterReturn;
  businessNameField: UseFormRegisterReturn;
  errors: { gstin?: string | undefined; businessName?: string | undefined };
}

/**
 * Checkout's business invoice fields (ADR 0058): the optional GSTIN; once one is typed, "Business
 * name (as on the GST certificate)", which the order then requires; and, when the GSTIN's state is
 * not the delivery state, the note that the invoice shows that state as the place of supply
 * (billed to the business, shipped to this address: IGST Act s.10(1)(b)).
 */
export function BusinessBuyerFields({
  gstin,
  deliveryState,
  gstinField,
  businessNameField,
  errors,
}: BusinessBuyerFieldsProps) {
  const { t } = useLingui();
  const billedTo = billToStateOf(gstin, deliveryState);
  const billedState = billedTo?.name ?? '';
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t`GSTIN (for a business invoice)`}
          autoCapitalize="characters"
          maxLength={15}
          hint={t`Optional: your 15-character GSTIN, printed on your tax invoice`}
          error={errors.gstin && translateMessage(errors.gstin)}
          {...gstinField}
        />
        {billedTo ? (
          <p role="status" className="text-sm text-ink-muted">
            {t`Your invoice will show ${billedState} as the place of supply (billed to your business, shipped to this address)`}
          </p>
        ) : null}
      </div>
      {gstin.trim() ? (
        <TextField
          label={t`Business name (as on the GST certificate)`}
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          error={errors.businessName && translateMessage(errors.businessName)}
          {...businessNameField}
        />
      ) : null}
    </>
  );
}
