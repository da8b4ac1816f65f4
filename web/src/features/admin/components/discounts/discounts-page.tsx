import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useDeactivateDiscount, useDiscounts } from '#web/features/admin/api/discounts/discounts.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { DiscountCard } from './discount-card.tsx';
import { DiscountForm } from './discount-form.tsx';

/**
 * Discount codes (docs/product.md#discount-codes, ADR 0039): the form for a new code, then every
 * code newest first with whether it can be used now, its uses against its limit, the orders that
 * used it, Edit (the form opens in the code's card) and Deactivate.
 */
export function DiscountsPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const codes = useDiscounts(queryString({ page: page > 1 ? page : undefined }));
  const deactivate = useDeactivateDiscount();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const hrefOf = (target: number) =>
    `/admin/discounts${queryString({ page: target > 1 ? target : undefined })}`;
  const busyId = deactivate.isPending ? deactivate.variables : undefined;
  return (
    <>
      <PageHeader title="Discount codes" />
      <DiscountForm />
      {saved ? (
        <FormAlert tone="success" className="mb-4">
          {saved}
        </FormAlert>
      ) : null}
      {deactivate.isError ? (
        <FormAlert tone="error" className="mb-4">
          {failureMessage(deactivate.error, 'The code could not be deactivated.')}
        </FormAlert>
      ) : null}
      <PagedList
        query={codes}
        label="Discount codes"
        noun="codes"
        failure="The discount codes could not be loaded."
        empty="No discount codes yet"
        listClassName="flex flex-col gap-3"
        hrefOf={hrefOf}
        renderItem={(code) => (
          <DiscountCard
            key={code._id}
            code={code}
            busy={busyId === code._id}
            onDeactivate={() => deactivate.mutate(code._id)}
            onEdit={() => {
              setSaved('');
              setEditingId(code._id);
            }}
            editor={
              editingId === code._id ? (
                <DiscountForm
                  code={code}
                  onDone={(message) => {
                    setSaved(message);
                    setEditingId(null);
                  }}
                />
              ) : undefined
            }
          />
        )}
      />
    </>
  );
}
