import {
  type FooterPromotion,
  formatIstDateTime,
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
import { useSellerDisclosure } from '#web/lib/seller.ts';

const shopLinks = [
  { to: '/shop', label: 'Shop All' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/sale', label: 'Sale' },
  { to: '/sold', label: 'Sold Pieces' },
  { to: '/ask', label: 'Made to Order' },
  { to: '/search', label: 'Search' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
];

const policyLinks = [
  { to: '/shippingpolicy', label: 'Shipping Policy' },
  { to: '/returnpolicy', label: 'Return Policy' },
  { to: '/refundpolicy', label: 'Refund Policy' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/termsandconditions', label: 'Terms & Conditions' },
];

const headingClasses = 'mb-4 font-display text-xl font-semibold text-gold-300';
const linkClasses = 'text-sm text-ivory/90 underline-offset-4 hover:text-gold-300 hover:underline';

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClasses}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The code's conditions in words: "first order only", "on orders of ₹1,500.00 or more", "until …". */
export function promotionConditions(promotion: FooterPromotion): string[] {
  return [
    promotion.firstOrderOnly ? 'on your first order' : '',
    promotion.minOrder > 0 ? `on orders of ${formatRupees(promotion.minOrder)} or more` : '',
    promotion.endsAt ? `until ${formatIstDateTime(promotion.endsAt)}` : '',
  ].filter(Boolean);
}

/**
 * The footer's promotion band: the owner's text ("SAVE 10% OFF") and "Use code … at checkout" with
 * the code's conditions. Shown only while `GET /api/footer` names a code a shopper could use;
 * otherwise (or while loading) nothing, not even the text, so no offer is advertised that fails at
 * checkout (CPA 2019 s.2(28); CCPA Misleading Ads Guidelines 2022; ADR 0060).
 */
function PromotionBand({ promotion }: { promotion: FooterPromotion }) {
  const conditions = promotionConditions(promotion);
  return (
    <section aria-label="Promotion" className="bg-gold-500 px-4 py-3 text-center text-maroon-900">
      <p className="font-display text-2xl font-bold tracking-[0.2em]">{promotion.text}</p>
      <p className="mt-1 text-sm">
        Use code{' '}
        <Link
          to="/shop"
          className="rounded-sm border border-dashed border-maroon-900 px-1.5 font-bold tracking-widest underline-offset-2 hover:underline"
        >
          {promotion.code}
        </Link>{' '}
        at checkout{conditions.length > 0 ? ` ${conditions.join(', ')}` : ''}
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
          <p className="text-xs tracking-[0.25em] text-ivory/90">{SHOP_SLOGAN}</p>
          <p className="mt-4 text-sm">
            <span className="block text-xs font-semibold tracking-widest text-gold-300 uppercase">
              Store hours
            </span>
            {STORE_HOURS}
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClasses}>
            Contact
          </h2>
          <FooterContacts />
          <div className="mt-6 border-t border-gold-500/30 pt-4">
            <SellerDisclosure variant="compact" linkClassName={linkClasses} />
          </div>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={headingClasses}>
            Shop
          </h2>
          <LinkList links={shopLinks} />
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={headingClasses}>
            Policies
          </h2>
          <LinkList links={policyLinks} />
        </nav>
      </div>
      <div className="border-t border-gold-500/40 px-4 py-6 text-center text-sm">
        <p className="font-semibold text-gold-200">{ONE_PIECE_NOTE}</p>
        <p className="mt-2 text-ivory/80">
          © {new Date().getFullYear()} {shopName}
          {city ? `, ${city}` : ''}
        </p>
        {/* The PIN directory's data licence (GODL-India) asks for this credit: docs/decisions/0064. */}
        <p className="mt-1 text-xs text-ivory/70">PIN code data: India Post, data.gov.in (GODL-India)</p>
      </div>
    </footer>
  );
}
