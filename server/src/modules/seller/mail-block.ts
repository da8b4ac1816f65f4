/**
 * The seller block every order mail ends with (E-Commerce Rules 2020, rule 6(4)(a)–(c); rule
 * 4(4)–(5) for the grievance officer): who sells, from where, its GSTIN (or that it is not
 * registered and charges no GST), customer care, the grievance officer and the grievance page.
 */
import type { SellerDisclosure } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { escapeHtml } from '#server/mail/layout.ts';
import { readSellerDisclosure } from './service.ts';

/** The seller as an order mail shows it, and where grievances are filed. */
export interface SellerMailFooter {
  seller: SellerDisclosure;
  /** Absolute link to the grievance page, `${PUBLIC_URL}/grievance`. */
  grievanceUrl: string;
}

/** The footer of an order mail from the stored settings (read in the mail's transaction); none while unset. */
export async function readSellerMailFooter(
  db: Database,
  publicUrl: string,
): Promise<SellerMailFooter | undefined> {
  const seller = await readSellerDisclosure(db);
  return seller ? { seller, grievanceUrl: `${publicUrl}/grievance` } : undefined;
}

/**
 * The seller's GST standing: its GSTIN, prices including GST; or, not registered, that no GST is
 * charged (CGST Act s.32: an unregistered person collects nothing as tax; ADR 0058).
 */
function gstLine(seller: SellerDisclosure): string {
  return seller.gstMode === 'registered' && seller.gstin
    ? `GSTIN ${seller.gstin}; prices include GST`
    : UNREGISTERED_GST_LINE;
}

/** What an unregistered seller's mails and checkout say instead of any GST wording. */
export const UNREGISTERED_GST_LINE = 'Seller not registered under GST; no GST is charged';

/** The block's lines, plain text (the HTML escapes them). */
function sellerLines({ seller }: SellerMailFooter): string[] {
  const officer = seller.grievanceOfficer;
  return [
    `Sold by ${seller.legalName} (${seller.tradeName})`,
    `${seller.address}, ${seller.city}, ${seller.state} ${seller.pinCode}, India`,
    gstLine(seller),
    `Customer care: ${seller.careEmail}, ${seller.carePhone}`,
    `Grievance officer: ${officer.name}, ${officer.designation}, ${officer.email}, ${officer.phone}`,
  ];
}

/** The block as plain text: the lines, then "File a grievance: <link>". */
export function sellerMailText(footer: SellerMailFooter): string {
  return [...sellerLines(footer), `File a grievance: ${footer.grievanceUrl}`].join('\n');
}

/** The block as one HTML block in small print, every value escaped, with the grievance link. */
export function sellerMailHtml(footer: SellerMailFooter): string {
  const style =
    'margin:20px 0 0;padding-top:14px;border-top:1px solid #eadfce;font-family:Arial, Helvetica, sans-serif;font-size:12px;line-height:19px;color:#7a6a5a;';
  const href = escapeHtml(footer.grievanceUrl);
  const lines = sellerLines(footer).map(escapeHtml);
  const link = `File a grievance: <a href="${href}" target="_blank" style="color:#7a1f2b;">${href}</a>`;
  return `<p style="${style}">${[...lines, link].join('<br>')}</p>`;
}
