import { rupeesToPaise } from '@shahi/contract';
import {
  type AdminGstRateRuleCreateRequest,
  adminGstRateRuleCreateSchema,
  formatRateBp,
  gstSlabsBp,
} from '@shahi/contract/schemas';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CheckboxField, SelectField } from '#web/features/admin/components/common/fields.tsx';

/** The form as typed: text fields, the threshold in rupees ('' = none). */
interface RuleFormValues {
  hsnPrefix: string;
  handmadeOnly: boolean;
  rateBp: string;
  threshold: string;
  rateAboveBp: string;
  effectiveFrom: string;
  source: string;
  description: string;
}

const empty: RuleFormValues = {
  hsnPrefix: '',
  handmadeOnly: false,
  rateBp: '500',
  threshold: '',
  rateAboveBp: '',
  effectiveFrom: '',
  source: '',
  description: '',
};

/** The API body of the typed form (threshold rupees → paise; '' → null). */
export function ruleRequest(values: RuleFormValues): AdminGstRateRuleCreateRequest {
  const threshold = values.threshold.replace(/[₹,\s]/g, '');
  return {
    hsnPrefix: values.hsnPrefix.trim(),
    handmadeOnly: values.handmadeOnly,
    rateBp: Number(values.rateBp),
    thresholdPaise: threshold === '' ? null : rupeesToPaise(Number(threshold)),
    rateAboveBp: values.rateAboveBp === '' ? null : Number(values.rateAboveBp),
    effectiveFrom: values.effectiveFrom,
    source: values.source.trim(),
    description: values.description.trim(),
  };
}

interface AddRuleFormProps {
  /** The first day a new rule may start, `YYYY-MM-DD` (tomorrow, India time). */
  earliest: string;
  busy: boolean;
  error?: string | undefined;
  onAdd: (body: AdminGstRateRuleCreateRequest, done: () => void) => void;
}

/**
 * "Enter a future change": a new rule for HSN codes starting with a prefix, from a later day than
 * today; checked with the API's own schema before it is sent (the server checks the date again).
 */
export function AddRuleForm({ earliest, busy, error, onAdd }: AddRuleFormProps) {
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState('');
  const set = (field: keyof RuleFormValues) => (event: { target: HTMLInputElement | HTMLSelectElement }) =>
    setValues((current) => ({
      ...current,
      [field]:
        event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
          ? event.target.checked
          : event.target.value,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = ruleRequest(values);
    const parsed = adminGstRateRuleCreateSchema.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the rule');
    if (body.effectiveFrom < earliest) return setProblem('A new rule must start on a later day than today');
    setProblem('');
    onAdd(body, () => setValues(empty));
  };
  const slabs = gstSlabsBp.map((bp) => (
    <option key={bp} value={bp}>
      {formatRateBp(bp)}
    </option>
  ));
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-rule-heading"
      className="flex flex-col gap-4 rounded-sm border border-gold-300 p-4"
    >
      <h2 id="add-rule-heading" className="font-display text-xl font-semibold text-maroon-700">
        Enter a future change
      </h2>
      <p className="text-sm text-ink-muted">
        A new rule applies to invoices issued from its day on. Earlier invoices keep their rate.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="HSN code starts with"
          inputMode="numeric"
          autoComplete="off"
          hint="2 to 8 digits, e.g. 6214 or 57"
          value={values.hsnPrefix}
          onChange={set('hsnPrefix')}
        />
        <TextField
          label="From (date)"
          type="date"
          min={earliest}
          value={values.effectiveFrom}
          onChange={set('effectiveFrom')}
        />
        <SelectField label="Rate" value={values.rateBp} onChange={set('rateBp')}>
          {slabs}
        </SelectField>
        <TextField
          label="Up to a sale value of (₹, optional)"
          inputMode="decimal"
          autoComplete="off"
          hint="Per piece or pair, GST excluded, e.g. 2500"
          value={values.threshold}
          onChange={set('threshold')}
        />
        <SelectField label="Rate above it" value={values.rateAboveBp} onChange={set('rateAboveBp')}>
          <option value="">No threshold</option>
          {slabs}
        </SelectField>
        <div className="flex items-end">
          <CheckboxField
            label="Only for handmade or hand-embroidered pieces"
            checked={values.handmadeOnly}
            onChange={set('handmadeOnly')}
          />
        </div>
        <TextField
          label="Goods"
          autoComplete="off"
          hint="In plain words, e.g. Handmade or hand-embroidered shawls"
          value={values.description}
          onChange={set('description')}
        />
        <TextField
          label="Notification"
          autoComplete="off"
          hint="e.g. Notification 5/2027-CT(Rate), entry 12"
          value={values.source}
          onChange={set('source')}
        />
      </div>
      {problem || error ? <FormAlert tone="error">{problem || error}</FormAlert> : null}
      <div className="flex justify-end">
        <SubmitButton pending={busy} pendingLabel="Adding...">
          Add rule
        </SubmitButton>
      </div>
    </form>
  );
}
