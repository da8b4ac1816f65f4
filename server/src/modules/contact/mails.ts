/** The contact form's mail to the shop: who wrote, how to answer them, and their message. */

import type { MailContent } from '#server/mail/content.ts';
import { escapeHtml, indianTime, oneLine, paragraph, quotedText, renderLayout } from '#server/mail/layout.ts';

export interface ContactMailInput {
  shopName: string;
  /** The shopper's name, e-mail address, phone ('' when not given) and message, as validated. */
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the message arrived (shown in Indian time). */
  receivedAt: Date;
}

/**
 * The contact form's message to the shop. The queue sets no Reply-To, so the shopper's address is
 * in the subject and the body (a mailto link in HTML); everything they typed is escaped in HTML.
 */
export function contactMail({
  shopName,
  name,
  email,
  phone,
  message,
  receivedAt,
}: ContactMailInput): MailContent {
  const sender = oneLine(name);
  const address = oneLine(email);
  const when = indianTime(receivedAt);
  const intro = `A message came in through the contact form of ${shopName} on ${when}.`;
  const replyHint = `To answer, write to ${address} — replying to this mail reaches the shop, not the shopper.`;
  const details = [`Name: ${sender}`, `E-mail: ${address}`, `Phone: ${phone || 'not given'}`];
  const linkStyle = 'color:#7a1f2b;';
  const detailRows = [
    `Name: ${escapeHtml(sender)}`,
    `E-mail: <a href="mailto:${escapeHtml(address)}" style="${linkStyle}">${escapeHtml(address)}</a>`,
    phone
      ? `Phone: <a href="tel:+91${escapeHtml(phone)}" style="${linkStyle}">${escapeHtml(phone)}</a>`
      : 'Phone: not given',
  ];
  return {
    subject: `Contact form: ${sender} <${address}>`,
    text: [intro, details.join('\n'), 'Message:', message, replyHint].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `From ${sender} <${address}>`,
      blocks: [
        paragraph(intro),
        `<p style="margin:0 0 16px;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;">${detailRows.join('<br>')}</p>`,
        quotedText(message),
        paragraph(replyHint, 'small'),
      ],
    }),
  };
}
