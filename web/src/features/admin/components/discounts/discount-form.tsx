import { discountEditMessages, FOOTER_TEXT_MAX_LENGTH, INDIA_UTC_OFFSET, indiaDate } from '@shahi/contract';
import {
  type AdminDiscount,
  type AdminDiscountCreateRequest,
  adminDiscountCreateSchema,
  DISCOUNT_CODE_MAX_LENGTH,
} from '@shahi/contract/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useCreateDiscount, useUpdateDiscount } from '#web/features/admin/api/discounts/discounts.ts';
import { CheckboxField, SelectField } from '#web/features/admin/components/common/fields.tsx';
import { useUnsavedChangesWarning } from '#web/features/admin/hooks/use-unsaved-changes-warning.ts';
import { failureMessage } from '#web/lib/error-message.ts';

const empty = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  perCustomerLimit: '1',
  firstOrderOnly: false,
  footerText: '',
};
type Draft = typeof empty;

/** A saved code as the form's text: rupees as typed, dates as their day in India time. */
function draftOf(code: AdminDiscount): Draft {
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    minOrder: code.minOrder > 0 ? String(code.minOrder) : '',
    startsOn: code.startsAt ? indiaDate(code.startsAt) : '',
    endsOn: code.endsAt ? indiaDate(code.endsAt) : '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    perCustomerLimit: String(code.perCustomerLimit),
    firstOrderOnly: code.firstOrderOnly,
    footerText: code.footerText ?? '',
  };
}

/** A date field (yyyy-mm-dd) as the start or the end of that day in India time, ISO; null when empty. */
function indiaDay(day: string, end: boolean): string | null {
  if (!day) return null;
  return new Date(`${day}T${end ? '23:59:59' : '00:00:00'}${INDIA_UTC_OFFSET}`).toISOString();
}

/** A number field's text as a number; '' as `fallback`. */
const numberOf = (text: string, fallback: number | null) => (text.trim() === '' ? fallback : Number(text));

/** The form's text as the create request. */
function requestOf(draft: Draft): AdminDiscountCreateRequest {
  return {
    code: draft.code,
    kind: draft.kind as AdminDiscountCreateRequest['kind'],
    value: numberOf(draft.value, Number.NaN) ?? Number.NaN,
    minOrder: numberOf(draft.minOrder, 0) ?? 0,
    startsAt: indiaDay(draft.startsOn, false),
    endsAt: indiaDay(draft.endsOn, true),
    maxUses: numberOf(draft.maxUses, null),
    perCustomerLimit: numberOf(draft.perCustomerLimit, 1) ?? 1,
    firstOrderOnly: draft.firstOrderOnly,
    footerText: draft.footerText,
  };
}

interface DiscountFormProps {
  /** The code to correct; none for a new one. */
  code?: AdminDiscount;
  /** After the correction is saved, or on Cancel (editing only). */
  onDone?: (message: string) => void;
}

/**
 * The back office's "New discount code" form, or Edit of an existing one (ADR 0039): code, percent or amount off, minimum
 * order, the days it is valid (India time), total uses and uses per customer, first order only, and
 * "Show in the footer as" (≤ 40 characters): the footer then advertises this code, and no other,
 * while it can be used (ADR 0060).
 * Editing keeps the name of a code an order used (orders and invoices name it); the server also
 * refuses total uses below the uses made. Checked with the server's own schema first; the
 * server's message shows when it refuses. Leaving with typed changes asks first.
 */
export function DiscountForm({ code, onDone }: DiscountFormProps) {
  const initial = code ? draftOf(code) : empty;
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createCode = useCreateDiscount();
  const updateCode = useUpdateDiscount(code?._id ?? '');
  const save = code ? updateCode : createCode;
  const nameLocked = code ? code.uses > 0 || code.redemptions.length > 0 : false;
  useUnsavedChangesWarning(JSON.stringify(draft) !== JSON.stringify(initial) && !save.isPending);
  const headingId = code ? `edit-discount-${code._id}` : 'new-discount-heading';
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(draft);
    const parsed = adminDiscountCreateSchema.safeParse(request);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (code) updateCode.mutate(request, { onSuccess: () => onDone?.(discountEditMessages.saved) });
    else createCode.mutate(request, { onSuccess: () => setDraft(empty) });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className={
        code
          ? 'mt-3 flex flex-col gap-4 border-t border-gold-300 pt-4'
          : 'mb-6 flex flex-col gap-4 rounded-sm border border-gold-300 bg-white p-4 md:p-5'
      }
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-maroon-700">
        {code ? `Edit ${code.code}` : 'New discount code'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Code"
          value={draft.code}
          onChange={set('code')}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          readOnly={nameLocked}
          hint={
            nameLocked
              ? 'Used on an order, so its name stays as it is'
              : 'Letters, digits, hyphens; saved in capitals'
          }
          error={errors.code}
        />
        <SelectField label="Kind" value={draft.kind} onChange={set('kind')} error={errors.kind}>
          <option value="percent">Percent off</option>
          <option value="amount">Amount off (₹)</option>
        </SelectField>
        <TextField
          label={draft.kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
          inputMode="decimal"
          value={draft.value}
          onChange={set('value')}
          error={errors.value}
        />
        <TextField
          label="Minimum order (₹)"
          inputMode="decimal"
          value={draft.minOrder}
          onChange={set('minOrder')}
          hint="Empty: no minimum"
          error={errors.minOrder}
        />
        <TextField
          label="Valid from"
          type="date"
          value={draft.startsOn}
          onChange={set('startsOn')}
          error={errors.startsAt}
        />
        <TextField
          label="Valid until"
          type="date"
          value={draft.endsOn}
          onChange={set('endsOn')}
          error={errors.endsAt}
        />
        <TextField
          label="Total uses"
          inputMode="numeric"
          value={draft.maxUses}
          onChange={set('maxUses')}
          hint="Empty: unlimited"
          error={errors.maxUses}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          value={draft.perCustomerLimit}
          onChange={set('perCustomerLimit')}
          error={errors.perCustomerLimit}
        />
        <TextField
          label="Show in the footer as"
          value={draft.footerText}
          onChange={set('footerText')}
          maxLength={FOOTER_TEXT_MAX_LENGTH}
          placeholder="e.g. SAVE 10% OFF"
          hint="Empty: not advertised. Shown only while the code can be used; replaces any code shown now"
          error={errors.footerText}
        />
        <div className="flex items-end">
          <CheckboxField
            label="First order only"
            checked={draft.firstOrderOnly}
            onChange={(event) =>
              setDraft((current) => ({ ...current, firstOrderOnly: event.target.checked }))
            }
          />
        </div>
      </div>
      {save.isError ? (
        <FormAlert tone="error">
          {failureMessage(
            save.error,
            code ? 'The code could not be saved.' : 'The code could not be created.',
          )}
        </FormAlert>
      ) : null}
      {createCode.isSuccess && !code ? (
        <FormAlert tone="success">Discount code {createCode.data.code} created</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={save.isPending} pendingLabel={code ? 'Saving...' : 'Creating...'}>
          {code ? 'Save changes' : 'Create code'}
        </SubmitButton>
        {code ? (
          <Button variant="outline" onClick={() => onDone?.('')} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
