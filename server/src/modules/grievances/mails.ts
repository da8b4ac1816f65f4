/**
 * Grievance mails (rule 4(5), Consumer Protection (E-Commerce) Rules 2020): the acknowledgement to
 * the complainant with the ticket and due dates, the notice to the grievance officer, and the
 * resolution. Everything the complainant typed is escaped in HTML; subjects carry no message text.
 * Only a signed-in complainant's own (proven) address is shown what they typed; a guest's typed
 * address gets bare mails, so the form relays no text to strangers (ADR 0033, 2026-11-27).
 */
import { orderReference } from '@shahi/contract';
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  greetingFor,
  indianTime,
  oneLine,
  paragraph,
  quotedText,
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
  /**
   * True when the grievance came from a signed-in account and so goes to the account's address,
   * proven at registration: only then may the complainant's mails repeat their name, subject and
   * message. False for a guest, whose typed address nothing proves.
   */
  addressProven: boolean;
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

/** The officer's lines: "Name, Designation", then e-mail and phone when known. */
function officerLines(officer: GrievanceOfficer): string[] {
  return [
    [officer.name, officer.designation].filter(Boolean).join(', '),
    officer.email ? `E-mail: ${officer.email}` : '',
    officer.phone ? `Phone: ${officer.phone}` : '',
  ].filter(Boolean);
}

/**
 * Ticket, subject and the two due dates, shared by the acknowledgement and the notice; without the
 * subject when `withSubject` is false (a guest's acknowledgement).
 */
function dueLines(input: GrievanceMailInput, withSubject = true): string[] {
  return [
    `Ticket number: ${input.ticketNumber}`,
    ...(withSubject ? [`Subject: ${oneLine(input.subject)}`] : []),
    ...(input.orderId ? [`Order: ${orderReference(input.orderId)}`] : []),
    `Received: ${indianTime(input.receivedAt)}`,
    `Acknowledged by: ${indianTime(input.acknowledgeBy)}`,
    `Resolved by: ${indianTime(input.resolveBy)}`,
  ];
}

/**
 * The complainant's acknowledgement (rule 4(5)): ticket number, due dates in India time, the
 * grievance officer (rule 4(4)) and a link to the shop. To a proven address (`addressProven`) it
 * also greets by name and repeats the subject and message; a guest's is bare — nothing they typed,
 * and a line for a recipient who did not write (ADR 0033).
 */
export function grievanceAcknowledgementMail(
  input: GrievanceMailInput,
  officer: GrievanceOfficer,
  shopUrl: string,
): MailContent {
  const proven = input.addressProven;
  const greet = greetingFor(input);
  const intro = proven
    ? `We have received your grievance. Please quote ticket ${input.ticketNumber} whenever you write to us about it.`
    : `We have received a grievance filed with this e-mail address. Please quote ticket ${input.ticketNumber} whenever you write to us about it.`;
  const lines = dueLines(input, proven);
  const promise =
    'Our grievance officer will acknowledge it within 48 hours and resolve it within one month of receipt.';
  const unquoted =
    'For your safety this e-mail does not repeat what was written; our grievance officer has it in full. If you did not write to us, please ignore this e-mail.';
  const officerIntro = 'Your grievance officer:';
  const visit = `Visit ${input.shopName}`;
  return {
    subject: `Your grievance ${input.ticketNumber} is registered`,
    text: [
      greet,
      intro,
      lines.join('\n'),
      ...(proven ? ['Your message:', input.message] : [unquoted]),
      promise,
      [officerIntro, ...officerLines(officer)].join('\n'),
      `${visit}: ${shopUrl}`,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Ticket ${input.ticketNumber}: acknowledged by ${indianTime(input.acknowledgeBy)}`,
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        proven ? quotedText(input.message) : paragraph(unquoted),
        paragraph(promise),
        paragraph([officerIntro, ...officerLines(officer)].join(' · ')),
        buttonWithLink(visit, shopUrl),
      ],
    }),
  };
}

/** The grievance officer's notice of a new grievance: who, how to answer, what, and by when. */
export function grievanceNoticeMail(input: GrievanceMailInput): MailContent {
  const from = `${oneLine(input.name)} <${oneLine(input.email)}>`;
  const who = input.addressProven ? 'a signed-in shopper' : 'a guest (address not proven)';
  const intro = `A grievance came in through ${input.shopName} from ${who}, ${from}, phone ${input.phone || 'not given'}.`;
  return {
    subject: `Grievance ${input.ticketNumber}: acknowledge by ${indianTime(input.acknowledgeBy)}`,
    text: [intro, dueLines(input).join('\n'), 'Message:', input.message].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `New grievance ${input.ticketNumber}`,
      blocks: [paragraph(intro), paragraph(dueLines(input).join(' · ')), quotedText(input.message)],
    }),
  };
}

/**
 * The mail to the complainant when the grievance officer acknowledges the grievance (rule 4(5),
 * Consumer Protection (E-Commerce) Rules 2020: acknowledged within 48 hours): when, the date it
 * will be resolved by, and the officer's `note` when given (the shop's own words, so a guest gets
 * it too); the subject the complainant typed only to a proven address (`addressProven`).
 */
export function grievanceAcknowledgedMail(
  input: Pick<
    GrievanceMailInput,
    'shopName' | 'ticketNumber' | 'name' | 'subject' | 'addressProven' | 'resolveBy'
  >,
  acknowledgedAt: Date,
  note: string,
): MailContent {
  const greet = greetingFor(input);
  const about = input.addressProven ? ` ("${oneLine(input.subject)}")` : '';
  const intro = `Our grievance officer has acknowledged your grievance ${input.ticketNumber}${about} on ${indianTime(acknowledgedAt)}.`;
  const due = `We will resolve it by ${indianTime(input.resolveBy)} and write to you with our answer.`;
  const noteIntro = 'A note from the grievance officer:';
  return {
    subject: `Your grievance ${input.ticketNumber} is acknowledged`,
    text: [greet, intro, ...(note ? [noteIntro, note] : []), due, textSignature(input.shopName)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Grievance ${input.ticketNumber} is acknowledged`,
      blocks: [
        paragraph(greet),
        paragraph(intro),
        ...(note ? [paragraph(noteIntro), quotedText(note)] : []),
        paragraph(due),
      ],
    }),
  };
}

/**
 * The resolution mailed to the complainant when the shop resolves the grievance; the name and
 * subject they typed only to a proven address (`addressProven`).
 */
export function grievanceResolutionMail(
  input: Pick<GrievanceMailInput, 'shopName' | 'ticketNumber' | 'name' | 'subject' | 'addressProven'>,
  resolution: string,
): MailContent {
  const greet = greetingFor(input);
  const about = input.addressProven ? ` ("${oneLine(input.subject)}")` : '';
  const intro = `Your grievance ${input.ticketNumber}${about} is resolved. Our answer:`;
  const after = 'If this does not settle it, reply with your ticket number and we will look again.';
  return {
    subject: `Your grievance ${input.ticketNumber} is resolved`,
    text: [greet, intro, resolution, after, textSignature(input.shopName)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Grievance ${input.ticketNumber} is resolved`,
      blocks: [paragraph(greet), paragraph(intro), quotedText(resolution), paragraph(after)],
    }),
  };
}
