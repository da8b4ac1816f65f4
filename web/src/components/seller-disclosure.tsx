import { Trans, useLingui } from '@lingui/react/macro';
import type { SellerDisclosure as Disclosure } from '@shahi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSellerDisclosure } from '#web/lib/seller.ts';

/** Where grievances are filed (the grievance page). */
export const GRIEVANCE_PATH = '/grievance';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface ViewProps {
  seller: Disclosure;
  /** `compact`: a few short lines for the footer; `full`: every detail, labelled, for /contact. */
  variant: 'compact' | 'full';
  /** Classes of the links (the footer is dark, /contact light). */
  linkClassName: string;
}

/**
 * Who sells (E-Commerce Rules 2020, rule 4(2), inventory entity): legal and trade name, address, GSTIN when
 * registered, customer care, and (rule 4(4)–(5)) the grievance officer and the grievance page.
 */
export function SellerDisclosureView({ seller, variant, linkClassName }: ViewProps) {
  const { t } = useLingui();
  const officer = seller.grievanceOfficer;
  const { legalName, tradeName } = seller;
  const { name: officerName, designation } = officer;
  const address = `${seller.address}, ${seller.city}, ${seller.state} ${seller.pinCode}`;
  const gstin = seller.gstMode === 'registered' && seller.gstin ? seller.gstin : '';
  if (variant === 'compact') {
    return (
      <div className="space-y-1 text-xs leading-relaxed text-ivory/85">
        <p>
          <Trans>
            Sold by {legalName} ({tradeName}), {address}
          </Trans>
        </p>
        {gstin ? <p>GSTIN {gstin}</p> : null}
        <p>
          <Trans>Customer care:</Trans>{' '}
          <a href={`mailto:${seller.careEmail}`} className={linkClassName}>
            {seller.careEmail}
          </a>
          ,{' '}
          <a href={telHref(seller.carePhone)} className={linkClassName}>
            {seller.carePhone}
          </a>
        </p>
        <p>
          <Trans>
            Grievance officer: {officerName} ({designation}),
          </Trans>{' '}
          <a href={`mailto:${officer.email}`} className={linkClassName}>
            {officer.email}
          </a>
          ,{' '}
          <a href={telHref(officer.phone)} className={linkClassName}>
            {officer.phone}
          </a>
        </p>
        <p>
          <Link to={GRIEVANCE_PATH} className={linkClassName}>
            <Trans>Grievances</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const rows: Array<[string, ReactNode]> = [
    [t`Sold by`, `${legalName} (${tradeName})`],
    [t`Registered address`, t`${address}, India`],
    ...(gstin ? [['GSTIN', gstin] as [string, ReactNode]] : []),
    [
      t`Customer care`,
      <>
        <a href={`mailto:${seller.careEmail}`} className={linkClassName}>
          {seller.careEmail}
        </a>
        {', '}
        <a href={telHref(seller.carePhone)} className={linkClassName}>
          {seller.carePhone}
        </a>
      </>,
    ],
    [
      t`Grievance officer`,
      <>
        {officer.name}, {officer.designation}
        <br />
        <a href={`mailto:${officer.email}`} className={linkClassName}>
          {officer.email}
        </a>
        {', '}
        <a href={telHref(officer.phone)} className={linkClassName}>
          {officer.phone}
        </a>
        <br />
        <Link to={GRIEVANCE_PATH} className={linkClassName}>
          <Trans>File a grievance</Trans>
        </Link>
      </>,
    ],
  ];
  return (
    <dl className="space-y-4">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-widest text-gold-700 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The seller disclosure from `GET /api/seller`; nothing while it loads or when it is unset, so
 * the footer and /contact never wait on it.
 */
export function SellerDisclosure({ variant, linkClassName }: Omit<ViewProps, 'seller'>) {
  const seller = useSellerDisclosure();
  if (!seller.data) return null;
  return <SellerDisclosureView seller={seller.data} variant={variant} linkClassName={linkClassName} />;
}
