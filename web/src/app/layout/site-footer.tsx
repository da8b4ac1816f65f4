import { type MessageDescriptor, i18n as pageI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type FooterPromotion,
  formatRupees,
  ONE_PIECE_NOTE,
  SHOP_SLOGAN,
  STORE_HOURS,
} from '@shahi/contract';
import { Link } from 'react-router';
import { SellerDisclosure } from '#web/components/seller-disclosure.tsx';
import { useFooterContent } from '#web/features/content/api/get-footer-content.ts';
import { FooterContacts } from '#web/features/content/components/footer-contacts.tsx';
import { SocialLinks } from '#web/features/content/components/social-links.tsx';
import { getShopConfig } from '#web/lib/config.ts';
import { formatShopDateTime } from '#web/lib/dates.ts';
import { useSellerDisclosure } from '#web/lib/seller.ts';
import { shopWord } from '#web/lib/shop-words.ts';

interface FooterLink {
  to: string;
  label: MessageDescriptor;
}

const shopLinks: FooterLink[] = [
  { to: '/shop', label: msg`Shop All` },
  { to: '/new-arrivals', label: msg`New Arrivals` },
  { to: '/sale', label: msg`Sale` },
  { to: '/sold', label: msg`Sold Pieces` },
  { to: '/ask', label: msg`Made to Order` },
  { to: '/search', label: msg`Search` },
  { to: '/about', label: msg`About Us` },
  { to: '/contact', label: msg`Contact Us` },
];

const policyLinks: FooterLink[] = [
  { to: '/shippingpolicy', label: msg`Shipping Policy` },
  { to: '/returnpolicy', label: msg`Return Policy` },
  { to: '/refundpolicy', label: msg`Refund Policy` },
  { to: '/privacypolicy', label: msg`Privacy Policy` },
  { to: '/termsandconditions', label: msg`Terms & Conditions` },
];

const headingClasses = 'mb-4 font-display text-xl font-semibold text-gold-300';
const linkClasses = 'text-sm text-ivory/90 underline-offset-4 hover:text-gold-300 hover:underline';

function LinkList({ links }: { links: FooterLink[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClasses}>
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The code's conditions in words, in the page's language: "on your first order", "on orders of
 * ₹1,500.00 or more", "until 31 Dec 2026, 11:59 pm IST" (India time).
 */
export function promotionConditions(promotion: FooterPromotion): string[] {
  const minOrder = formatRupees(promotion.minOrder);
  const endsAt = promotion.endsAt ? formatShopDateTime(promotion.endsAt) : '';
  return [
    promotion.firstOrderOnly ? msg`on your first order` : undefined,
    promotion.minOrder > 0 ? msg`on orders of ${minOrder} or more` : undefined,
    endsAt ? msg`until ${endsAt}` : undefined,
  ]
    .filter((condition) => condition !== undefined)
    .map((condition) => pageI18n._(condition));
}

/**
 * The footer's promotion band: the owner's text ("SAVE 10% OFF") and "Use code … at checkout" with
 * the code's conditions. Shown only while `GET /api/footer` names a code a shopper could use;
 * otherwise (or while loading) nothing, not even the text, so no offer is advertised that fails at
 * checkout (CPA 2019 s.2(28); CCPA Misleading Ads Guidelines 2022; ADR 0060).
 */
function PromotionBand({ promotion }: { promotion: FooterPromotion }) {
  const { t } = useLingui();
  const conditions = promotionConditions(promotion).join(', ');
  const code = (
    <Link
      to="/shop"
      className="rounded-sm border border-dashed border-maroon-900 px-1.5 font-bold tracking-widest underline-offset-2 hover:underline"
    >
      {promotion.code}
    </Link>
  );
  return (
    <section aria-label={t`Promotion`} className="bg-gold-500 px-4 py-3 text-center text-maroon-900">
      <p className="font-display text-2xl font-bold tracking-[0.2em]">{promotion.text}</p>
      <p className="mt-1 text-sm">
        {conditions ? (
          <Trans>
            Use code {code} at checkout {conditions}
          </Trans>
        ) : (
          <Trans>Use code {code} at checkout</Trans>
        )}
      </p>
    </section>
  );
}

/**
 * The footer: the promotion while its discount code can be used (ADR 0060), store hours, contacts
 * (phone, e-mail and address from Seller settings while they exist, via `GET /api/footer`) with the
 * seller disclosure and the grievance link, social links, shop and policy links, the one-piece note.
 */
export function SiteFooter() {
  const { i18n } = useLingui();
  const { shopName } = getShopConfig();
  const promotion = useFooterContent().data?.promotion;
  // The seller's city from Seller settings, so the footer names one place; none while unset.
  const city = useSellerDisclosure().data?.city;
  return (
    <footer data-surface="dark" className="mt-16 bg-maroon-900 text-ivory">
      {promotion ? <PromotionBand promotion={promotion} /> : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClasses}>
            {shopName}
          </h2>
          <p className="text-xs tracking-[0.25em] text-ivory/90">{shopWord(SHOP_SLOGAN, i18n)}</p>
          <p className="mt-4 text-sm">
            <span className="block text-xs font-semibold tracking-widest text-gold-300 uppercase">
              <Trans>Store hours</Trans>
            </span>
            {shopWord(STORE_HOURS, i18n)}
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClasses}>
            <Trans>Contact</Trans>
          </h2>
          <FooterContacts />
          <div className="mt-6 border-t border-gold-500/30 pt-4">
            <SellerDisclosure variant="compact" linkClassName={linkClasses} />
          </div>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={headingClasses}>
            <Trans>Shop</Trans>
          </h2>
          <LinkList links={shopLinks} />
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={headingClasses}>
            <Trans>Policies</Trans>
          </h2>
          <LinkList links={policyLinks} />
        </nav>
      </div>
      <div className="border-t border-gold-500/40 px-4 py-6 text-center text-sm">
        <p className="font-semibold text-gold-200">{shopWord(ONE_PIECE_NOTE, i18n)}</p>
        <p className="mt-2 text-ivory/80">
          © {new Date().getFullYear()} {shopName}
          {city ? `, ${city}` : ''}
        </p>
        {/* The PIN directory's data licence (GODL-India) asks for this credit: docs/decisions/0064. */}
        <p className="mt-1 text-xs text-ivory/70">
          <Trans>PIN code data: India Post, data.gov.in (GODL-India)</Trans>
        </p>
      </div>
    </footer>
  );
}
