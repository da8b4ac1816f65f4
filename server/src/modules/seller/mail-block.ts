/**
 * The seller block every order mail ends with (E-Commerce Rules 2020, rule 6(4)(a)–(c); rule
 * 4(4)–(5) for the grievance officer): who sells, from where, its GSTIN (or that it is not
 * registered and charges no GST), customer care, the grievance officer and the grievance page.
 */
import type { SellerDisclosure } from '@shahi/contract';
import { DEFAULT_LOCALE, type Locale, localizePath } from '@shahi/contract/i18n';
import type { Database } from '#server/db/client.ts';
import { escapeHtml } from '#server/mail/layout.ts';
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';
import { readSellerDisclosure } from './service.ts';

/** The seller as an order mail shows it, and where grievances are filed. */
export interface SellerMailFooter {
  seller: SellerDisclosure;
  /** Absolute link to the grievance page, `${PUBLIC_URL}/grievance`. */
  grievanceUrl: string;
}

/**
 * The footer of an order mail from the stored settings (read in the mail's transaction), its
 * grievance link in the recipient's `locale` (`/hi/grievance`…); none while unset.
 */
export async function readSellerMailFooter(
  db: Database,
  publicUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SellerMailFooter | undefined> {
  const seller = await readSellerDisclosure(db);
  return seller ? { seller, grievanceUrl: `${publicUrl}${localizePath(locale, '/grievance')}` } : undefined;
}

/**
 * The seller's GST standing: its GSTIN, prices including GST; or, not registered, that no GST is
 * charged (CGST Act s.32: an unregistered person collects nothing as tax; ADR 0058).
 */
function gstLine(seller: SellerDisclosure, { m }: MailWords): string {
  return seller.gstMode === 'registered' && seller.gstin ? m.sellerGstin(seller.gstin) : m.sellerUnregistered;
}

/** What an unregistered seller's mails and checkout say instead of any GST wording. */
export const UNREGISTERED_GST_LINE = 'Seller not registered under GST; no GST is charged';

/** The block's lines, plain text (the HTML escapes them); labels in the words' language, particulars as stored. */
function sellerLines({ seller }: SellerMailFooter, words: MailWords): string[] {
  const { m } = words;
  const officer = seller.grievanceOfficer;
  return [
    m.sellerSoldBy(seller.legalName, seller.tradeName),
    `${seller.address}, ${seller.city}, ${seller.state} ${seller.pinCode}, India`,
    gstLine(seller, words),
    m.sellerCare(seller.careEmail, seller.carePhone),
    m.sellerOfficer(officer.name, officer.designation, officer.email, officer.phone),
  ];
}

/** The block as plain text: the lines, then "File a grievance: <link>"; English without `words`. */
export function sellerMailText(footer: SellerMailFooter, words: MailWords = ENGLISH_WORDS): string {
  return [...sellerLines(footer, words), `${words.m.sellerFileGrievance} ${footer.grievanceUrl}`].join('\n');
}

/** The block as one HTML block in small print, every value escaped, with the grievance link. */
export function sellerMailHtml(footer: SellerMailFooter, words: MailWords = ENGLISH_WORDS): string {
  const style =
    'margin:20px 0 0;padding-top:14px;border-top:1px solid #eadfce;font-family:Arial, Helvetica, sans-serif;font-size:12px;line-height:19px;color:#7a6a5a;';
  const href = escapeHtml(footer.grievanceUrl);
  const lines = sellerLines(footer, words).map(escapeHtml);
  const link = `${escapeHtml(words.m.sellerFileGrievance)} <a href="${href}" target="_blank" style="color:#7a1f2b;">${href}</a>`;
  return `<p style="${style}">${[...lines, link].join('<br>')}</p>`;
}
