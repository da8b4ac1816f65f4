import { zodResolver } from '@hookform/resolvers/zod';
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
  const replacesDefault = watch('isDefault') && currentDefault && currentDefault._id !== address?._id;

  const save = handleSubmit((values) => {
    if (address) update.mutate({ ...values, _id: address._id }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <Dialog title={address ? 'Edit address' : 'Add address'} onClose={onClose}>
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
          label="Name"
          autoComplete="name"
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <StateSelect error={errors.state?.message} {...register('state')} />
          <TextField
            label="PIN code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            error={errors.zip?.message}
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
            label="Phone number"
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextField
            label="Alternative phone (optional)"
            type="tel"
            error={errors.alternativePhoneNumber?.message}
            {...register('alternativePhoneNumber')}
          />
        </div>
        <TextField
          label="GSTIN (for a business invoice)"
          autoCapitalize="characters"
          maxLength={15}
          hint="Optional: your 15-character GSTIN, printed on your tax invoice"
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        {/* A business buyer is named as on its GST certificate (ADR 0058). */}
        {watch('gstin')?.trim() ? (
          <TextField
            label="Business name (as on the GST certificate)"
            autoComplete="organization"
            maxLength={BUSINESS_NAME_MAX_LENGTH}
            error={errors.businessName?.message}
            {...register('businessName')}
          />
        ) : null}
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" className="h-5 w-5 accent-maroon-700" {...register('isDefault')} />
          Default address
        </label>
        {replacesDefault ? <DefaultReplacesNotice replaced={currentDefault} /> : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={mutation.isPending} pendingLabel="Saving...">
            Save address
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
