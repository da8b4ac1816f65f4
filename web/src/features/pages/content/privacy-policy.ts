import { t } from '@lingui/core/macro';
import type { PageContent, PageSubsection, SellerFact } from '#web/features/pages/types.ts';
import { contactLink, grievanceLink, linked, policyLinks, policyPage } from './shared.ts';

/** The grievance officer by name and contacts, from the seller disclosure. */
const privacyContact: SellerFact = { sellerFact: 'privacyContact' };

/** One kind of data: what it is, why we keep it, and how long (each already in the active language). */
function dataKind(heading: string, what: string, why: string, kept: string): PageSubsection {
  return { heading, blocks: [{ list: [t`What: ${what}`, t`Why: ${why}`, t`How long: ${kept}`] }] };
}

/**
 * `/privacypolicy`: an itemised notice (DPDP Act 2023 s.5, DPDP Rules 2025 rule 3; SPDI Rules 2011
 * rule 4): each kind of personal data with its purpose and how long it is kept (the schedule of
 * docs/operations/retention.md; tax records CGST Act 2017 s.36, logs CERT-In Directions 28.4.2022),
 * the mail we send and the consents behind it, the privacy contact (the grievance officer), the
 * rights of s.11–14 and the complaint to the Data Protection Board (s.13(3)), 18 or older; in the
 * active language.
 */
export function privacyPolicy(shop: string): PageContent {
  const links = policyLinks();
  return policyPage(t`your privacy`, {
    title: t`Privacy Policy`,
    lead: t`${shop} is a small workshop, not a data business. We keep only what we need to sell you a piece and bring it to your door, we never sell it, and we handle it in line with India's Digital Personal Data Protection Act, 2023. This page lists each kind of data we keep, why, and for how long.`,
    summary: [
      t`We keep your account, addresses, orders and what you send us, each only as long as listed below.`,
      t`Order and tax records are kept for the period GST law sets: about 8 years.`,
      t`Order mails always; new-piece digests and checkout reminders only if you ask for them, and one click stops them.`,
      t`Card and bank details are handled by Razorpay and never stored by us.`,
      t`No advertising or tracking cookies; your browser keeps only your login.`,
      t`We never sell or rent your data.`,
      t`You must be 18 or older to create an account or place an order.`,
    ],
    sections: [
      {
        heading: t`Who is responsible`,
        blocks: [
          t`${shop}, the seller named at the foot of every page, decides what is kept and why (the "data fiduciary" under the Act).`,
          [
            privacyContact,
            ' ',
            ...linked(
              ({ grievance }) => t`You can also use our ${grievance}, which gives you a ticket number.`,
              {
                grievance: grievanceLink(),
              },
            ),
          ],
        ],
      },
      {
        heading: t`What we keep, why, and for how long`,
        blocks: [
          t`We use what you give us for the purpose you gave it for: to run your account, to sell and deliver your pieces, and to answer you. Anything beyond that — the digest and the reminders — needs your consent first.`,
        ],
        subsections: [
          dataKind(
            t`Your account`,
            t`your name, e-mail address, phone number and password — or, if you sign in by mobile number, that number alone. The password is stored only as a one-way hash, so nobody — us included — can read it. The codes we e-mail or text you to register or sign in are stored only as a hash, and only until they are used or expire.`,
            t`to let you sign in, place and follow orders, and reset a forgotten password.`,
            t`until you ask us to delete your account. An unfinished registration goes when its code expires.`,
          ),
          dataKind(
            t`Addresses`,
            t`the delivery addresses you save, with the phone number for the courier; when you buy for a business, its name and GSTIN.`,
            t`to deliver your pieces, and to put your business name and GSTIN on its tax invoice.`,
            t`until you delete them or your account. The address an order went to stays with that order.`,
          ),
          dataKind(
            t`Orders and tax documents`,
            t`the pieces, amounts, discount code, delivery name, address and phone, business name and GSTIN if given, payment method, payment status and Razorpay payment reference; the invoice, bill of supply or credit note we issue.`,
            t`to sell and deliver your order, refund it when due, and meet Indian tax and consumer law.`,
            t`for 72 months from the due date of the GST annual return for the financial year of the order (CGST Act, section 36): for an order in April 2026 – March 2027, until 31 December 2033, about 8 years in all. Longer only while a tax proceeding about it is open.`,
          ),
          dataKind(
            t`Claims and their photographs`,
            t`what you report about a delivered piece (damaged, not as described, wrong, not delivered), your photographs, our decision, and for a cash-on-delivery refund the UPI ID or bank account you give.`,
            t`to decide and pay your refund.`,
            t`with the order they belong to (above): a refund and its credit note are part of the tax record.`,
          ),
          dataKind(
            t`Grievances and contact messages`,
            t`what you write through the grievance page or the contact page: name, e-mail address, phone if given, the message, and our reply.`,
            t`to answer you and, for a grievance, to meet the time limits of the Consumer Protection (E-Commerce) Rules, 2020.`,
            t`a grievance for 3 years after it is resolved (the time within which a consumer complaint may be filed, with a margin); a contact message for 1 year after we have answered it.`,
          ),
          dataKind(
            t`Made-to-order requests`,
            t`the piece you would like made, your budget, your name, e-mail address and phone if given, and our quote.`,
            t`to quote and, if you accept, make the piece.`,
            t`an accepted request becomes an order (above); any other for 1 year after our last reply.`,
          ),
          dataKind(
            t`New-piece alerts (the digest)`,
            t`the categories, prices and words you ask us to watch, when you agreed, and which new pieces matched.`,
            t`to mail you, at most once a day, the new pieces that match — only because you asked for it.`,
            t`your alerts until you remove them or unsubscribe (unsubscribing deletes them at once, with the matches not yet mailed); the record of which pieces we mailed you for 1 year.`,
          ),
          dataKind(
            t`Checkout reminders and checkout visits`,
            t`whether and since when you agreed to reminders; while you do, which pieces you had at checkout and when.`,
            t`to remind you once, a day later, of pieces you left at checkout that are still available. Without your consent we record no visit.`,
            t`the consent until you withdraw it; each visit at most 7 days. Withdrawing deletes the visits waiting for a reminder.`,
          ),
          dataKind(
            t`Wishlist and shopping bag`,
            t`the pieces you save or put in your bag.`,
            t`to keep them for you, and to tell you when a saved piece is back on sale.`,
            t`until you remove them or delete your account; a piece leaves every bag once it is sold.`,
          ),
          dataKind(
            t`Security data: IP addresses, counters and server logs`,
            t`the internet (IP) address of each request, the page asked for (with any secret in a link blanked out), the time and the answer; short-lived counters of attempts per address or account (an e-mail address only as a keyed hash).`,
            t`to keep the shop secure and working, stop password guessing, and investigate an incident as Indian cyber-security rules require.`,
            t`counters for minutes to hours, until their window ends; server logs for 180 days (CERT-In Directions of 28 April 2022), then deleted automatically.`,
          ),
          dataKind(
            t`Mail and text messages we send`,
            t`the record of each mail (to whom, what kind, subject, when); its text until it is delivered. If you tick “Send me order updates on WhatsApp” at checkout, the record of each WhatsApp update (your number, which update, whether it was delivered and read) and when you agreed or replied STOP. The sign-in codes we text you go once used or expired.`,
            t`to send order mails and the updates you asked for reliably, show that they were sent, and respect your choice to stop them.`,
            t`the record for 1 year; the record of a mail that carried a tax document as long as the order.`,
          ),
          dataKind(
            t`Backups`,
            t`copies of the shop’s database.`,
            t`to restore the shop after a failure.`,
            t`up to 14 days; something deleted from the shop leaves the backups within that time.`,
          ),
        ],
      },
      {
        heading: t`E-mail we send`,
        blocks: [
          {
            list: [
              t`Always, because they belong to your account or order: the code that verifies your e-mail address, a password reset link when you ask for one, a welcome note, order confirmations and updates, claims, refunds, tax documents, and answers to your grievances, requests and messages.`,
              t`Only with your consent: the new-piece digest (when you save an alert and tick the consent box) and the checkout reminder (when you switch it on in your account). Each of these mails carries a link that stops it in one click, and you can switch them off in your account at any time.`,
              t`We never send third-party advertising, and never mail you offers you did not ask for.`,
            ],
          },
        ],
      },
      {
        heading: t`Payments`,
        blocks: [
          [
            t`Online payments are processed by Razorpay. Your card, UPI or net-banking details are entered in Razorpay’s own checkout and go straight to Razorpay: they never pass through or stay on our systems. We receive only a payment reference and whether the payment succeeded.`,
            ' ',
            ...linked(
              ({ razorpayPrivacy, terms }) =>
                t`Razorpay’s handling of your data is described in its ${razorpayPrivacy}; our ${terms} say more about payments.`,
              {
                razorpayPrivacy: { text: t`privacy policy`, href: 'https://razorpay.com/privacy/' },
                terms: links.terms,
              },
            ),
          ],
        ],
      },
      {
        heading: t`Cookies and browser storage`,
        blocks: [
          t`We use no cookies for advertising, analytics or tracking. When you log in, your browser keeps your login token in its local storage so that you stay logged in; logging out removes it.`,
          t`Our pages load no third-party scripts, except Razorpay’s checkout at the moment you choose to pay online. The map on our contact page is our own drawing, not an embedded map service.`,
        ],
      },
      {
        heading: t`Who we share it with`,
        blocks: [
          t`Only with those who help us serve you, and only what they need:`,
          {
            list: [
              t`the courier or India Post: your name, delivery address and phone number;`,
              t`Razorpay: what is needed to take and, if ever needed, refund a payment;`,
              t`our e-mail provider: your address and the mail we send you;`,
              t`MSG91, which delivers our sign-in codes by SMS: your mobile number and the code;`,
              t`Meta (WhatsApp), only if you asked for order updates on WhatsApp: your number and the updates;`,
              t`the company that hosts our server, which stores the data for us and may not use it for anything else;`,
              t`authorities, when Indian law requires it.`,
            ],
          },
          t`We never sell, rent or trade your personal data.`,
        ],
      },
      {
        heading: t`Age`,
        blocks: [
          t`You must be 18 or older to create an account or place an order. If you are younger, please ask a parent or guardian to order for you. If you believe a child has given us personal data, tell us and we will delete it.`,
        ],
      },
      {
        heading: t`Your rights`,
        blocks: [
          t`Under the Digital Personal Data Protection Act, 2023 you may:`,
          {
            list: [
              t`ask for a summary of the personal data we keep about you and what we do with it, and whom we have shared it with (section 11);`,
              t`have it corrected, completed or updated, and have it erased once it is no longer needed — except what the law makes us keep, such as order and tax records (section 12);`,
              t`withdraw a consent at any time, as easily as you gave it: the digest and the reminders stop, and what was kept only for them is deleted (section 6);`,
              t`have a complaint about your data answered by us (section 13);`,
              t`name someone to exercise these rights for you if you die or cannot act yourself (section 14).`,
            ],
          },
          t`You can see and correct your name and phone number in your profile, add, edit or delete saved addresses, and switch mails off in your account at any time.`,
          linked(
            ({ grievance, contact }) =>
              t`For anything else — a copy of your data, a correction, deleting your account, a nominee, or a complaint — write to our grievance officer (above), through our ${grievance} or our ${contact}. We answer within 30 days, usually much sooner.`,
            { grievance: grievanceLink(), contact: contactLink() },
          ),
          t`If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
        ],
      },
      {
        heading: t`Keeping it safe`,
        blocks: [
          t`Our shop is served over an encrypted connection, passwords are hashed, login attempts are limited, and only the people who run the workshop’s orders can see order details.`,
          t`If a breach ever affects your personal data, we tell you without delay — what happened, what it means for you and what we are doing — and report it to the Data Protection Board of India and to CERT-In, India’s cyber-security agency, as the law requires.`,
        ],
      },
      {
        heading: t`Changes to this policy`,
        blocks: [
          t`When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by e-mail.`,
        ],
      },
    ],
  });
}
