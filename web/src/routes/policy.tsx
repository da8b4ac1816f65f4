import { ContentPage } from '../features/pages/components/content-page.tsx';
import { privacyPolicy } from '../features/pages/content/privacy-policy.ts';
import { refundPolicy } from '../features/pages/content/refund-policy.ts';
import { returnPolicy } from '../features/pages/content/return-policy.ts';
import { shippingPolicy } from '../features/pages/content/shipping-policy.ts';
import { termsAndConditions } from '../features/pages/content/terms.ts';
import type { PageContent } from '../features/pages/types.ts';
import { getShopConfig } from '../lib/config.ts';

function Policy({ content }: { content: (shopName: string) => PageContent }) {
  return <ContentPage content={content(getShopConfig().shopName)} />;
}

/** `/shippingpolicy` (spec §1). */
export function ShippingPolicyRoute() {
  return <Policy content={shippingPolicy} />;
}

/** `/returnpolicy` (spec §1). */
export function ReturnPolicyRoute() {
  return <Policy content={returnPolicy} />;
}

/** `/refundpolicy` (spec §1). */
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
