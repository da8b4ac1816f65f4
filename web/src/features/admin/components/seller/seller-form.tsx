import { zodResolver } from '@hookform/resolvers/zod';
import { indianStates } from '@shahi/contract';
import {
  alertMessages,
  type SellerSettings,
  sellerMessages,
  sellerSettingsSchema,
} from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveSellerSettings } from '#web/features/admin/api/seller/save-seller-settings.ts';
import { SelectField } from '#web/features/admin/components/common/fields.tsx';
import { useUnsavedChangesWarning } from '#web/features/admin/hooks/use-unsaved-changes-warning.ts';
import { getShopConfig } from '#web/lib/config.ts';
import { failureMessage } from '#web/lib/error-message.ts';

/** An empty form, for a shop whose seller is not set yet. */
const emptySettings: SellerSettings = {
  legalName: '',
  tradeName: '',
  address: '',
  city: '',
  state: '',
  pinCode: '',
  pan: '',
  gstMode: 'registered',
  gstin: '',
  careEmail: '',
  carePhone: '',
  grievanceName: '',
  grievanceDesignation: '',
  grievanceEmail: '',
  grievancePhone: '',
  claimWindowDays: 7,
  registrationThreshold: 2_000_000,
};

const gstModes = [
  { value: 'registered', label: 'Registered for GST (tax invoices)' },
  { value: 'unregistered', label: 'Not registered for GST (invoices / cash memos, no GST charged)' },
] as const;

const legendClasses = 'mb-3 font-display text-xl font-semibold text-maroon-700';

/**
 * The seller settings form, checked by the server's own schema (`sellerSettingsSchema`): identity,
 * address, PAN and GST mode (the GSTIN hidden and cleared when not registered), the registration
 * threshold (ADR 0058), customer care, the grievance officer and the claim window (ADR 0057). Saving
 * replaces every setting.
 */
export function SellerForm({ settings }: { settings?: SellerSettings | undefined }) {
  const save = useSaveSellerSettings();
  const { register, handleSubmit, formState, watch, setValue, reset, getValues } = useForm({
    resolver: zodResolver(sellerSettingsSchema),
    defaultValues: settings ?? emptySettings,
  });
  const { errors } = formState;
  const registered = watch('gstMode') === 'registered';
  useUnsavedChangesWarning(formState.isDirty);
  // Once saved, what was typed is the seller's settings: nothing left to warn about.
  const submit = handleSubmit((values) => save.mutate(values, { onSuccess: () => reset(getValues()) }));
  const gstMode = register('gstMode', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'unregistered') setValue('gstin', '');
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClasses}>Seller</legend>
        <TextField label="Legal name" error={errors.legalName?.message} {...register('legalName')} />
        <TextField label="Trade name" error={errors.tradeName?.message} {...register('tradeName')} />
        <p className="text-sm text-ink-muted sm:col-span-2" data-testid="shop-name-note">
          Invoices and credit notes use the trade name. The shop's name in the header, the mails and the
          packing slip ("{getShopConfig().shopName}") is the SHOP_NAME setting, set by whoever installs the
          shop (see the shop's README); ask them to change it.
        </p>
        <TextField
          label="Address"
          className="sm:col-span-2"
          hint="Street lines of the principal place of business"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField label="City" error={errors.city?.message} {...register('city')} />
        <SelectField label="State or union territory" error={errors.state?.message} {...register('state')}>
          <option value="">Choose…</option>
          {indianStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </SelectField>
        <TextField
          label="PIN code"
          inputMode="numeric"
          error={errors.pinCode?.message}
          {...register('pinCode')}
        />
        <TextField label="PAN" autoCapitalize="characters" error={errors.pan?.message} {...register('pan')} />
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className={legendClasses}>GST</legend>
        {gstModes.map((mode) => (
          <label key={mode.value} className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
            <input type="radio" value={mode.value} className="h-5 w-5 accent-maroon-700" {...gstMode} />
            {mode.label}
          </label>
        ))}
        {errors.gstMode?.message ? (
          <p role="alert" className="text-sm font-medium text-maroon-700">
            {errors.gstMode.message}
          </p>
        ) : null}
        {registered ? (
          <TextField
            label="GSTIN"
            autoCapitalize="characters"
            hint="15 characters: the state code, the PAN, then three more"
            error={errors.gstin?.message}
            {...register('gstin')}
          />
        ) : null}
        <TextField
          label="Registration threshold (₹)"
          inputMode="numeric"
          hint="Turnover in a financial year above which registration is compulsory: ₹20,00,000 for goods (CGST Act s.22)"
          error={errors.registrationThreshold?.message}
          {...register('registrationThreshold', { valueAsNumber: true })}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClasses}>Customer care</legend>
        <TextField
          label="Customer care e-mail"
          type="email"
          error={errors.careEmail?.message}
          {...register('careEmail')}
        />
        <TextField
          label="Customer care phone"
          type="tel"
          hint="With the e-mail and the address, the shop's footer and contact page show it"
          error={errors.carePhone?.message}
          {...register('carePhone')}
        />
        {settings?.careEmail ? (
          <p className="text-sm text-ink-muted sm:col-span-2">
            {alertMessages.inboxNote(settings.careEmail)}. {alertMessages.inboxHint}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClasses}>Grievance officer</legend>
        <TextField
          label="Grievance officer's name"
          error={errors.grievanceName?.message}
          {...register('grievanceName')}
        />
        <TextField
          label="Designation"
          error={errors.grievanceDesignation?.message}
          {...register('grievanceDesignation')}
        />
        <TextField
          label="Grievance officer's e-mail"
          type="email"
          error={errors.grievanceEmail?.message}
          {...register('grievanceEmail')}
        />
        <TextField
          label="Grievance officer's phone"
          type="tel"
          error={errors.grievancePhone?.message}
          {...register('grievancePhone')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClasses}>Claims</legend>
        <TextField
          label="Claim window (days after delivery)"
          inputMode="numeric"
          hint="How long after delivery a shopper may report a damaged, wrong or not-as-described piece"
          error={errors.claimWindowDays?.message}
          {...register('claimWindowDays', { valueAsNumber: true })}
        />
      </fieldset>

      {save.isError ? (
        <FormAlert tone="error">
          {failureMessage(save.error, 'The seller settings could not be saved.')}
        </FormAlert>
      ) : null}
      {save.isSuccess ? <FormAlert tone="success">{sellerMessages.saved}</FormAlert> : null}
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." size="lg">
          Save seller settings
        </SubmitButton>
      </div>
    </form>
  );
}
