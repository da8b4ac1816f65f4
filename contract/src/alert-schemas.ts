/**
 * Owner alerts (ADR 0062): the mails the shop's inbox and every admin get at once when something
 * needs them, the kinds an admin may switch off for themselves ("My alerts"), and the page's and
 * the preferences API's shapes and messages, shared by the server and /admin.
 */
import { z } from 'zod';
import { bodyError } from './fields.ts';

/** Every kind of owner alert, in the order "My alerts" lists them. */
export const ownerAlertKinds = [
  'new_order',
  'cod_confirmed',
  'cod_lapsed',
  'payment_failed',
  'claim',
  'grievance',
  'piece_request',
  'backup_failed',
] as const;
export type OwnerAlertKind = (typeof ownerAlertKinds)[number];

/** The kinds as "My alerts" names them. */
export const ownerAlertKindLabels: Record<OwnerAlertKind, string> = {
  new_order: 'New order',
  cod_confirmed: 'Cash-on-delivery order confirmed',
  cod_lapsed: 'Cash-on-delivery order not confirmed in time',
  payment_failed: 'Online payment not made',
  claim: 'Claim after delivery',
  grievance: 'Grievance',
  piece_request: 'Made-to-order request',
  backup_failed: 'Backup failed',
};

/** One line per kind: when the alert comes, in plain words. */
export const ownerAlertKindHints: Record<OwnerAlertKind, string> = {
  new_order:
    'A shopper placed a cash-on-delivery order, or paid for an online order: the pieces, the city and a link to the order and its packing slip.',
  cod_confirmed:
    'A shopper confirmed their cash-on-delivery order (or you did, by phone): it is ready to pack.',
  cod_lapsed:
    'A cash-on-delivery order was not confirmed in time: it is cancelled and its pieces are back on sale.',
  payment_failed: 'A shopper reserved pieces but did not pay online in time: the pieces are back on sale.',
  claim: 'A shopper reports a damaged, wrong or missing piece: reply within 2 working days.',
  grievance: 'A shopper filed a grievance: acknowledge it within 48 hours.',
  piece_request: 'Someone asked for a piece made to order: send them a quote.',
  backup_failed: 'The nightly backup of the shop failed (mailed once, until a backup succeeds again).',
};

/** `GET /admin/alerts/preferences` answer data: each kind and whether the signed-in admin gets it. */
export interface OwnerAlertPreferences {
  /** The signed-in admin's e-mail address. */
  email: string;
  /** The shop's inbox, which always gets every alert (Seller settings' customer-care e-mail first). */
  shopInbox: string;
  /** SHOP_EMAIL when it is set and another address than the inbox: it gets every alert too; else null. */
  shopEmail: string | null;
  kinds: { kind: OwnerAlertKind; on: boolean }[];
}

/** `PUT /admin/alerts/preferences` body: switch one kind on or off for the signed-in admin. */
export const ownerAlertPreferenceSchema = z
  .object(
    {
      kind: z.enum(ownerAlertKinds, { error: 'Choose one of the alert kinds.' }),
      on: z.boolean({ error: 'Say whether the alert is on (true) or off (false).' }),
    },
    bodyError,
  )
  .strict();
export type OwnerAlertPreferenceInput = z.infer<typeof ownerAlertPreferenceSchema>;

/** What the alerts page and its API say. */
export const alertMessages = {
  saved: 'Saved.',
  turnedOn: (label: string) => `You will get the "${label}" alert again.`,
  turnedOff: (label: string) => `You will no longer get the "${label}" alert.`,
  loadFailed: 'We could not load your alerts. Please reload the page.',
  saveFailed: 'We could not save that change. Please try again.',
  goTo: (you: string, inbox: string, shopEmail: string | null = null) =>
    (you.toLowerCase() === inbox.toLowerCase()
      ? `Alerts go to ${inbox}, the shop's inbox.`
      : `Alerts go to ${you} and to ${inbox}, the shop's inbox, which always gets every alert.`) +
    (shopEmail ? ` ${shopEmail} (the SHOP_EMAIL setting) gets every alert too.` : ''),
  /** The Seller settings page's note on where shop mail goes. */
  inboxNote: (inbox: string) => `Messages from shoppers and owner alerts go to: ${inbox}`,
  inboxHint:
    'That is the customer-care e-mail saved here. Each admin can choose their own alerts under "My alerts".',
} as const;
