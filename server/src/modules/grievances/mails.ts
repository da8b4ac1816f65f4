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
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';

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
  /** The complainant's language (a signed-in account's `users.locale`); English when absent. */
  words?: MailWords | undefined;
}

/** The officer's lines: "Name, Designation", then e-mail and phone when known. */
function officerLines(officer: GrievanceOfficer, { m }: MailWords): string[] {
  return [
    [officer.name, officer.designation].filter(Boolean).join(', '),
    officer.email ? m.grievanceOfficerEmail(officer.email) : '',
    officer.phone ? m.grievanceOfficerPhone(officer.phone) : '',
  ].filter(Boolean);
}

/**
 * Ticket, subject and the two due dates, shared by the acknowledgement and the notice; without the
 * subject when `withSubject` is false (a guest's acknowledgement).
 */
function dueLines(input: GrievanceMailInput, withSubject = true, words: MailWords = ENGLISH_WORDS): string[] {
  const { m } = words;
  return [
    m.grievanceTicketLine(input.ticketNumber),
    ...(withSubject ? [m.grievanceSubjectLine(oneLine(input.subject))] : []),
    ...(input.orderId ? [m.grievanceOrderLine(orderReference(input.orderId))] : []),
    m.grievanceReceivedLine(indianTime(input.receivedAt, words)),
    m.grievanceAcknowledgeByLine(indianTime(input.acknowledgeBy, words)),
    m.grievanceResolveByLine(indianTime(input.resolveBy, words)),
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
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const proven = input.addressProven;
  const greet = greetingFor(input, words);
  const intro = proven
    ? m.grievanceAckIntroProven(input.ticketNumber)
    : m.grievanceAckIntroGuest(input.ticketNumber);
  const lines = dueLines(input, proven, words);
  const promise = m.grievanceAckPromise;
  const unquoted = m.grievanceAckUnquoted;
  const officerIntro = m.grievanceAckOfficer;
  const visit = m.visitShop(input.shopName);
  return {
    subject: m.grievanceAckSubject(input.ticketNumber),
    text: [
      greet,
      intro,
      lines.join('\n'),
      ...(proven ? [m.yourMessage, input.message] : [unquoted]),
      promise,
      [officerIntro, ...officerLines(officer, words)].join('\n'),
      `${visit}: ${shopUrl}`,
      textSignature(input.shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.grievanceAckPreheader(input.ticketNumber, indianTime(input.acknowledgeBy, words)),
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        proven ? quotedText(input.message) : paragraph(unquoted),
        paragraph(promise),
        paragraph([officerIntro, ...officerLines(officer, words)].join(' · ')),
        buttonWithLink(visit, shopUrl, words),
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
    'shopName' | 'ticketNumber' | 'name' | 'subject' | 'addressProven' | 'resolveBy' | 'words'
  >,
  acknowledgedAt: Date,
  note: string,
): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greetingFor(input, words);
  const at = indianTime(acknowledgedAt, words);
  const intro = input.addressProven
    ? m.grievanceAcknowledgedIntroAbout(input.ticketNumber, oneLine(input.subject), at)
    : m.grievanceAcknowledgedIntro(input.ticketNumber, at);
  const due = m.grievanceAcknowledgedDue(indianTime(input.resolveBy, words));
  const noteIntro = m.grievanceAcknowledgedNote;
  return {
    subject: m.grievanceAcknowledgedSubject(input.ticketNumber),
    text: [greet, intro, ...(note ? [noteIntro, note] : []), due, textSignature(input.shopName, words)].join(
      '\n\n',
    ),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.grievanceAcknowledgedPreheader(input.ticketNumber),
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
  input: Pick<
    GrievanceMailInput,
    'shopName' | 'ticketNumber' | 'name' | 'subject' | 'addressProven' | 'words'
  >,
  resolution: string,
): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greetingFor(input, words);
  const intro = input.addressProven
    ? m.grievanceResolvedIntroAbout(input.ticketNumber, oneLine(input.subject))
    : m.grievanceResolvedIntro(input.ticketNumber);
  const after = m.grievanceResolvedAfter;
  return {
    subject: m.grievanceResolvedSubject(input.ticketNumber),
    text: [greet, intro, resolution, after, textSignature(input.shopName, words)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.grievanceResolvedPreheader(input.ticketNumber),
      blocks: [paragraph(greet), paragraph(intro), quotedText(resolution), paragraph(after)],
    }),
  };
}
