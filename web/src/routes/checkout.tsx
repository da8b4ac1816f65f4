import { useParams } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { CheckoutView } from '#web/features/checkout/components/checkout-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** `/checkout/:productId` (one piece) and `/checkout` ("Buy all" of the bag); login needed. */
export function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const { productId } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>Checkout</SectionHeading>
      <CheckoutView key={productId ?? 'bag'} productId={productId} />
    </div>
  );
}
