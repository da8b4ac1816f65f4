import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatRupees,
  netQuantityUnits,
  type ProductDeclarations,
  type SellerDisclosure,
} from '@shahi/contract';
import type { ReactNode } from 'react';
import { useSellerDisclosure } from '#web/lib/seller.ts';

/** The seller's postal address on one line: street, city, state and PIN code. */
function sellerAddress(seller: SellerDisclosure): string {
  return [seller.address, seller.city, `${seller.state} ${seller.pinCode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2';

/** The seller as packer and seller: trade name, the legal name when it differs, and the address. */
function sellerName(seller: SellerDisclosure): string {
  const name =
    seller.tradeName && seller.tradeName !== seller.legalName
      ? `${seller.tradeName} (${seller.legalName})`
      : seller.legalName;
  return `${name}, ${sellerAddress(seller)}`;
}

/**
 * Maker and packer, and consumer care (Legal Metrology (Packaged Commodities) Rules 2011, rule
 * 6(1)(a): both the manufacturer and the packer when they differ): "Made by X; packed and sold by
 * the seller" when the piece names its maker, else "Made, packed and sold by the seller"; and the
 * seller's care contacts.
 */
function useSellerRows(declarations: ProductDeclarations): { madeBy: ReactNode; care: ReactNode } {
  const { t } = useLingui();
  const seller = useSellerDisclosure();
  const ownMaker = declarations.makerName !== '';
  const pending = seller.isPending ? t`Loading…` : t`See the Contact page`;
  const data = seller.data;
  const maker = `${declarations.makerName}, ${declarations.makerAddress}`;
  const packer = data ? sellerName(data) : pending;
  const madeBy = ownMaker
    ? t`Made by ${maker}; packed and sold by ${packer}`
    : data
      ? t`Made, packed and sold by ${packer}`
      : pending;
  const care = data ? (
    <>
      {data.careEmail ? (
        <a className={linkClass} href={`mailto:${data.careEmail}`}>
          {data.careEmail}
        </a>
      ) : null}
      {data.careEmail && data.carePhone ? ' · ' : null}
      {data.carePhone ? (
        <a className={linkClass} href={`tel:${data.carePhone.replace(/[^\d+]/g, '')}`}>
          {data.carePhone}
        </a>
      ) : null}
    </>
  ) : (
    pending
  );
  return { madeBy, care };
}

/**
 * The unit sale price (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(1), as amended in
 * 2021/22) of a pack of more than one: the MRP (rupees) divided by the count its net quantity
 * declares ("₹290.00 per piece" for ₹1,450 and "5 pieces", in the page's language); null for one
 * piece or pair.
 */
export function unitSalePrice(declarations: Pick<ProductDeclarations, 'mrp' | 'netQuantity'>): string | null {
  const { count, unit } = netQuantityUnits(declarations.netQuantity);
  if (count <= 1) return null;
  const price = formatRupees(Math.round((declarations.mrp * 100) / count) / 100);
  return i18n._(unit === 'PRS' ? msg`${price} per pair` : msg`${price} per piece`);
}

/**
 * "Product information": what the Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10),
 * ask an online listing to declare (ADR 0034): generic name, net quantity and, for more than one,
 * the unit sale price, size, MRP, origin, maker and packer, consumer care; and the owner's
 * handmade or hand-embroidered declaration (ADR 0055). Consumer care is the seller's care e-mail
 * and phone.
 */
export function ProductInformation({ declarations }: { declarations: ProductDeclarations }) {
  const { t } = useLingui();
  const { madeBy, care } = useSellerRows(declarations);
  const unitPrice = unitSalePrice(declarations);
  const mrp = formatRupees(declarations.mrp);
  const rows: Array<[string, ReactNode]> = [
    [t`Generic name`, declarations.genericName],
    ...(declarations.handmade ? [[t`Craft`, t`Handmade / hand-embroidered`] as [string, ReactNode]] : []),
    [t`Net quantity`, declarations.netQuantity],
    ...(unitPrice ? [[t`Unit sale price`, unitPrice] as [string, ReactNode]] : []),
    ...(declarations.dimensions
      ? [[t`Dimensions / size`, declarations.dimensions] as [string, ReactNode]]
      : []),
    [t`MRP`, t`${mrp} (inclusive of all taxes)`],
    [t`Country of origin`, declarations.countryOfOrigin],
    [t`Maker and packer`, madeBy],
    [t`Consumer care`, care],
  ];
  return (
    <section aria-labelledby="product-information-heading" className="mt-2">
      <h2 id="product-information-heading" className="font-display text-2xl font-semibold text-maroon-700">
        <Trans>Product information</Trans>
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-muted">{term}</dt>
            <dd className="mb-2 break-words text-ink sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
