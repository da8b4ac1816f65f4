import { orderStatuses, paymentMethods, paymentStatuses } from '@shahi/contract';
import { TextField } from '#web/components/ui/text-field.tsx';
import { SelectField } from '#web/features/admin/components/common/fields.tsx';
import { FilterPanel } from '#web/features/admin/components/common/filter-panel.tsx';
import { humanise } from '#web/features/admin/components/common/format.ts';

/** The list's filters, as the URL's query holds them. */
export const orderFilterKeys = ['q', 'status', 'paymentStatus', 'method', 'from', 'to'] as const;

interface OrderFiltersProps {
  values: URLSearchParams;
  /** The new filters (page back to 1). */
  onApply: (filters: URLSearchParams) => void;
}

/** Search and filters of the orders list: status, payment, method, placed-on days. */
export function OrderFilters({ values, onApply }: OrderFiltersProps) {
  const value = (key: string) => values.get(key) ?? '';
  const activeCount = orderFilterKeys.filter((key) => key !== 'q' && value(key)).length;
  const apply = (form: FormData) => {
    const next = new URLSearchParams();
    for (const key of orderFilterKeys) {
      const entry = String(form.get(key) ?? '').trim();
      if (entry) next.set(key, entry);
    }
    onApply(next);
  };
  return (
    <FilterPanel
      // Re-mounted when the URL changes, so the fields show the filters in force.
      key={values.toString()}
      label="Filter orders"
      activeCount={activeCount}
      clearHref="/admin/orders"
      onApply={apply}
      search={
        <TextField
          label="Search"
          name="q"
          type="search"
          defaultValue={value('q')}
          hint="Order reference, name, e-mail or phone"
        />
      }
    >
      <SelectField label="Status" name="status" defaultValue={value('status')}>
        <option value="">Any status</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {humanise(status)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Payment" name="paymentStatus" defaultValue={value('paymentStatus')}>
        <option value="">Any payment</option>
        {paymentStatuses.map((status) => (
          <option key={status} value={status}>
            {humanise(status)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Method" name="method" defaultValue={value('method')}>
        <option value="">Any method</option>
        {paymentMethods.map((method) => (
          <option key={method} value={method}>
            {method === 'cod' ? 'Cash on delivery' : 'Online'}
          </option>
        ))}
      </SelectField>
      <TextField label="Placed from" name="from" type="date" defaultValue={value('from')} />
      <TextField label="Placed until" name="to" type="date" defaultValue={value('to')} />
    </FilterPanel>
  );
}
