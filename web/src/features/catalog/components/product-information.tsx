import { formatRupees, type ProductDeclarations, type SellerDisclosure } from '@shahi/contract';
import type { ReactNode } from 'react';
import { useSellerDisclosure } from '#web/lib/seller.ts';

/** The seller's postal address on one line: street, city, state and PIN code. */
function sellerAddress(seller: SellerDisclosure): string {
  return [seller.address, seller.city, `${seller.state} ${seller.pinCode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2';

/** Made by and consumer care: the piece's maker, else the seller, and the seller's care contacts. */
function useSellerRows(declarations: ProductDeclarations): { madeBy: ReactNode; care: ReactNode } {
  const seller = useSellerDisclosure();
  const ownMaker = declarations.makerName !== '';
  const pending = seller.isPending ? 'Loading…' : 'See the Contact page';
  const data = seller.data;
  const madeBy = ownMaker
    ? `${declarations.makerName}, ${declarations.makerAddress}`
    : data
      ? `${data.legalName}, ${sellerAddress(data)}`
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
 * "Product information": what the Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10),
 * ask an online listing to declare (ADR 0034). A piece without its own maker shows the seller's
 * legal name and address; consumer care is the seller's care e-mail and phone.
 */
export function ProductInformation({ declarations }: { declarations: ProductDeclarations }) {
  const { madeBy, care } = useSellerRows(declarations);
  const rows: Array<[string, ReactNode]> = [
    ['Generic name', declarations.genericName],
    ['Net quantity', declarations.netQuantity],
    ...(declarations.dimensions
      ? [['Dimensions / size', declarations.dimensions] as [string, ReactNode]]
      : []),
    ['MRP', `${formatRupees(declarations.mrp)} (inclusive of all taxes)`],
    ['Country of origin', declarations.countryOfOrigin],
    ['Made by', madeBy],
    ['Consumer care', care],
  ];
  return (
    <section aria-labelledby="product-information-heading" className="mt-2">
      <h2 id="product-information-heading" className="font-display text-2xl font-semibold text-maroon-700">
        Product information
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
