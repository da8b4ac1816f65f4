import { Trans, useLingui } from '@lingui/react/macro';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { CartView } from '#web/features/cart/components/cart-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** `/cart`: the shopping bag (docs/product.md#the-bag); a visitor sees a login prompt instead. */
export function CartRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Shopping Bag`);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>
        <Trans>Shopping Bag</Trans>
      </SectionHeading>
      <CartView />
    </div>
  );
}
