import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type SavedAddress } from '@shahi/contract';
import { BUSINESS_NAME_MAX_LENGTH, savedAddressSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { CountryField } from '#web/components/address/country-field.tsx';
import { PinCodeAssist } from '#web/components/address/pin-code-note.tsx';
import { StateSelect, stateOption } from '#web/components/address/state-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useCreateAddress, useUpdateAddress } from '#web/features/addresses/api/save-address.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { DefaultReplacesNotice } from './default-replaces-notice.tsx';

interface AddressFormDialogProps {
  /** The address to edit; none to add a new one. */
  address?: SavedAddress;
  /** The shopper's current default (another address), to warn that a new default replaces it. */
  currentDefault?: SavedAddress;
  onClose: () => void;
}

const emptyAddress = {
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: 'India',
  phoneNumber: '',
  alternativePhoneNumber: '',
  gstin: '',
  businessName: '',
  isDefault: false,
};

/** The form's values for `address`: its state as an option of the list, the country India. */
function formValues(address: SavedAddress | undefined) {
  if (!address) return emptyAddress;
  const { _id, stateCode, ...fields } = address;
  return { ...emptyAddress, ...fields, state: stateOption(fields.state), country: 'India' };
}

/**
 * Add or Edit a saved address: the fields (the business name once a GSTIN is typed; city and state
 * filled from the PIN by India Post's directory, ADR 0064), the "Default address" checkbox, Save.
 */
export function AddressFormDialog({ address, currentDefault, onClose }: AddressFormDialogProps) {
  const userId = useSession().user?.userId ?? '';
  const create = useCreateAddress(userId);
  const update = useUpdateAddress(userId);
  const mutation = address ? update : create;
  const { register, handleSubmit, formState, watch, setValue } = useForm({
    resolver: zodResolver(savedAddressSchema),
    defaultValues: formValues(address),
  });
  const { errors } = formState;
  const { t } = useLingui();
  // A field's error is the contract's English: shown in the page's language.
  const errorOf = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message ? translateMessage(message) : undefined;
  };
  const replacesDefault = watch('isDefault') && currentDefault && currentDefault._id !== address?._id;

  const save = handleSubmit((values) => {
    if (address) update.mutate({ ...values, _id: address._id }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <Dialog title={address ? t`Edit address` : t`Add address`} onClose={onClose}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        {mutation.isError ? (
          <FormAlert tone="error">
            {failureMessage(
              mutation.error,
              address ? messages.failedToUpdateAddress : messages.failedToCreateAddress,
            )}
          </FormAlert>
        ) : null}
        <TextField
          label={t`Name`}
          autoComplete="name"
          data-autofocus
          error={errorOf('name')}
          {...register('name')}
        />
        <TextField
          label={t`Address`}
          autoComplete="street-address"
          error={errorOf('address')}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`City`}
            autoComplete="address-level2"
            error={errorOf('city')}
            {...register('city')}
          />
          <StateSelect error={errorOf('state')} {...register('state')} />
          <TextField
            label={t`PIN code`}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            error={errorOf('zip')}
            {...register('zip')}
          />
          <CountryField />
          <PinCodeAssist
            className="sm:col-span-2"
            target={{
              zip: watch('zip') ?? '',
              city: watch('city') ?? '',
              state: watch('state') ?? '',
              set: (name, value) => setValue(name, value, { shouldValidate: true, shouldDirty: true }),
            }}
          />
          <TextField
            label={t`Phone number`}
            type="tel"
            autoComplete="tel"
            error={errorOf('phoneNumber')}
            {...register('phoneNumber')}
          />
          <TextField
            label={t`Alternative phone (optional)`}
            type="tel"
            error={errorOf('alternativePhoneNumber')}
            {...register('alternativePhoneNumber')}
          />
        </div>
        <TextField
          label={t`GSTIN (for a business invoice)`}
          autoCapitalize="characters"
          maxLength={15}
          hint={t`Optional: your 15-character GSTIN, printed on your tax invoice`}
          error={errorOf('gstin')}
          {...register('gstin')}
        />
        {/* A business buyer is named as on its GST certificate (ADR 0058). */}
        {watch('gstin')?.trim() ? (
          <TextField
            label={t`Business name (as on the GST certificate)`}
            autoComplete="organization"
            maxLength={BUSINESS_NAME_MAX_LENGTH}
            error={errorOf('businessName')}
            {...register('businessName')}
          />
        ) : null}
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" className="h-5 w-5 accent-maroon-700" {...register('isDefault')} />
          <Trans>Default address</Trans>
        </label>
        {replacesDefault ? <DefaultReplacesNotice replaced={currentDefault} /> : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton pending={mutation.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save address</Trans>
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
