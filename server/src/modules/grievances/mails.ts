/**
 * Grievance mails (rule 4(5), Consumer Protection (E-Commerce) Rules 2020): the acknowledgement to
 * the complainant with the ticket and due dates, the notice to the grievance officer, and the
 * resolution. Everything the complainant typed is escaped in HTML; subjects carry no message text.
 */
import type { MailContent } from '#server/mail/content.ts';
import {
  escapeHtml,
  greeting,
  indianTime,
  oneLine,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';

/** The grievance officer as the seller settings name them (rule 4(4)); contacts may be ''. */
export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
}

/** A stored grievance as the mails show it. */
export interface GrievanceMailInput {
  shopName: string;
  ticketNumber: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The order it concerns, or null. */
  orderId: string | null;
  receivedAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
}

const QUOTE_STYLE =
  'margin:0 0 18px;padding:14px 16px;border-left:3px solid #e9c98b;background:#f8f1e7;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;white-space:pre-wrap;word-break:break-word;';

/** A block of text kept as typed (line breaks shown), escaped. */
const quote = (text: string) => `<div style="${QUOTE_STYLE}">${escapeHtml(text)}</div>`;

/** The officer's lines: "Name, Designation", then e-mail and phone when known. */
function officerLines(officer: GrievanceOfficer): string[] {
  return [
    [officer.name, officer.designation].filter(Boolean).join(', '),
    officer.email ? `E-mail: ${officer.email}` : '',
    officer.phone ? `Phone: ${officer.phone}` : '',
  ].filter(Boolean);
}

/** Ticket, subject and the two due dates, shared by the acknowledgement and the notice. */
function dueLines(input: GrievanceMailInput): string[] {
  return [
    `Ticket number: ${input.ticketNumber}`,
    `Subject: ${oneLine(input.subject)}`,
    ...(input.orderId ? [`Order: ${input.orderId.slice(0, 8).toUpperCase()}`] : []),
    `Received: ${indianTime(input.receivedAt)}`,
    `Acknowledged by: ${indianTime(input.acknowledgeBy)}`,
    `Resolved by: ${indianTime(input.resolveBy)}`,
  ];
}

/** The complainant's acknowledgement: ticket number, their subject and message, due dates, officer. */
export function grievanceAcknowledgementMail(
  input: GrievanceMailInput,
  officer: GrievanceOfficer,
): MailContent {
  const hello = greeting(oneLine(input.name));
  const intro = `We have received your grievance. Please quote ticket ${input.ticketNumber} whenever you write to us about it.`;
  const promise =
    'Our grievance officer will acknowledge it within 48 hours and resolve it within one month of receipt.';
  const officerIntro = 'Your grievance officer:';
  return {
    subject: `Your grievance ${input.ticketNumber} is registered`,
    text: [
      hello,
      intro,
      dueLines(input).join('\n'),
      'Your message:',
      input.message,
      promise,
      [officerIntro, ...officerLines(officer)].join('\n'),
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Ticket ${input.ticketNumber}: acknowledged by ${indianTime(input.acknowledgeBy)}`,
      blocks: [
        paragraph(hello),
        paragraph(intro),
        paragraph(dueLines(input).join(' · ')),
        quote(input.message),
        paragraph(promise),
        paragraph([officerIntro, ...officerLines(officer)].join(' · ')),
      ],
    }),
  };
}

/** The grievance officer's notice of a new grievance: who, how to answer, what, and by when. */
export function grievanceNoticeMail(input: GrievanceMailInput): MailContent {
  const from = `${oneLine(input.name)} <${oneLine(input.email)}>`;
  const intro = `A grievance came in through ${input.shopName} from ${from}, phone ${input.phone || 'not given'}.`;
  return {
    subject: `Grievance ${input.ticketNumber}: acknowledge by ${indianTime(input.acknowledgeBy)}`,
    text: [intro, dueLines(input).join('\n'), 'Message:', input.message].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `New grievance ${input.ticketNumber}`,
      blocks: [paragraph(intro), paragraph(dueLines(input).join(' · ')), quote(input.message)],
    }),
  };
}

/** The resolution mailed to the complainant when the shop resolves the grievance. */
export function grievanceResolutionMail(
  input: Pick<GrievanceMailInput, 'shopName' | 'ticketNumber' | 'name' | 'subject'>,
  resolution: string,
): MailContent {
  const hello = greeting(oneLine(input.name));
  const intro = `Your grievance ${input.ticketNumber} ("${oneLine(input.subject)}") is resolved. Our answer:`;
  const after = 'If this does not settle it, reply with your ticket number and we will look again.';
  return {
    subject: `Your grievance ${input.ticketNumber} is resolved`,
    text: [hello, intro, resolution, after, textSignature(input.shopName)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Grievance ${input.ticketNumber} is resolved`,
      blocks: [paragraph(hello), paragraph(intro), quote(resolution), paragraph(after)],
    }),
  };
}
