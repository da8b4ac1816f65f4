import { ContentPage } from '#web/features/pages/components/content-page.tsx';
import { privacyPolicy } from '#web/features/pages/content/privacy-policy.ts';
import { refundPolicy } from '#web/features/pages/content/refund-policy.ts';
import { returnPolicy } from '#web/features/pages/content/return-policy.ts';
import { shippingPolicy } from '#web/features/pages/content/shipping-policy.ts';
import { termsAndConditions } from '#web/features/pages/content/terms.ts';
import type { PageContent } from '#web/features/pages/types.ts';
import { getShopConfig } from '#web/lib/config.ts';
import { useSellerDisclosure } from '#web/lib/seller.ts';

/**
 * A policy page for this shop; the return and refund policies take the seller's claim window once
 * `GET /api/seller` has answered (their default, 7 days, until then; ADR 0057).
 */
function Policy({ content }: { content: (shopName: string, claimWindowDays?: number) => PageContent }) {
  const claimWindowDays = useSellerDisclosure().data?.claimWindowDays;
  return <ContentPage content={content(getShopConfig().shopName, claimWindowDays)} />;
}

/** `/shippingpolicy`. */
export function ShippingPolicyRoute() {
  return <Policy content={shippingPolicy} />;
}

/** `/returnpolicy`. */
export function ReturnPolicyRoute() {
  return <Policy content={returnPolicy} />;
}

/** `/refundpolicy`. */
export function RefundPolicyRoute() {
  return <Policy content={refundPolicy} />;
}

/** `/privacypolicy`. */
export function PrivacyPolicyRoute() {
  return <Policy content={privacyPolicy} />;
}

/** `/termsandconditions`. */
export function TermsRoute() {
  return <Policy content={termsAndConditions} />;
}
