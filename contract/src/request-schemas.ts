/**
 * Made-to-order requests ("Ask for one like this", ADR 0040): the form a shopper or guest sends,
 * its receipt, the shopper's view of a quote and its acceptance, and the back office's inbox,
 * quote and decline. Prices are rupees here (paise in the database). Long text is refused before
 * any other check (abort: true, ADR 0020); no pattern here can backtrack.
 */
import { z } from 'zod';
import { MAX_PRICE_PAISE } from './admin-catalogue-schemas.ts';
import {
  bodyError,
  requiredText,
  requiredTextBetween,
  senderFields,
  senderMessages,
  statusListQuerySchema,
} from './fields.ts';
import { checkoutSchema } from './shop-schemas.ts';

export const REQUEST_MESSAGE_MIN_LENGTH = 10;
export const REQUEST_MESSAGE_MAX_LENGTH = 2000;
export const REQUEST_NOTE_MAX_LENGTH = 2000;
/** Longest making time a quote may promise (days). */
export const QUOTE_MAX_DAYS = 365;
/** Highest budget or quote, in rupees (the catalogue's ₹1 crore price ceiling). */
export const REQUEST_MAX_RUPEES = MAX_PRICE_PAISE / 100;

export const requestStatuses = ['new', 'quoted', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The request form's, the quote page's and the back office's wording (ours). */
export const requestMessages = {
  ...senderMessages,
  invalidProduct: 'This piece could not be found',
  messageRequired: 'Tell us what you would like made',
  messageTooShort: `Please describe the piece in at least ${REQUEST_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Your message must be at most ${REQUEST_MESSAGE_MAX_LENGTH} characters`,
  budgetInvalid: 'Enter your budget in rupees, or leave it empty',
  budgetTooLarge: `The budget must be at most ₹${REQUEST_MAX_RUPEES.toLocaleString('en-IN')}`,
  sent: 'Thank you! We have your request and will reply by e-mail with a quote.',
  requestNotFound: 'Request not found',
  tooManyWaiting:
    'You already have requests waiting for our reply. We will answer them first; please write again after.',
  quoteInvalid: 'The price must be more than ₹0, in rupees with at most 2 decimals',
  quoteTooLarge: `The price must be at most ₹${REQUEST_MAX_RUPEES.toLocaleString('en-IN')}`,
  quoteMessageRequired: 'Write the message the shopper will receive with the quote',
  quoteMessageTooLong: `The message must be at most ${REQUEST_NOTE_MAX_LENGTH} characters`,
  daysInvalid: `The making time must be a whole number of days from 1 to ${QUOTE_MAX_DAYS}`,
  likePieceInvalid: 'Give the id of the catalogue piece the made piece will resemble',
  likePieceRequired:
    'This request names no piece: give the id of the catalogue piece whose category and photos the made piece will take',
  noteTooLong: `The note must be at most ${REQUEST_NOTE_MAX_LENGTH} characters`,
  quoted: 'Quote sent; the shopper has been mailed a link to accept it',
  declined: 'Request declined; the shopper has been told',
  alreadyAnswered: 'This request has already been answered',
  alreadyAccepted: 'This quote has already been accepted',
  requestDeclined: 'This request was declined and can no longer be accepted',
  notQuotedYet: 'There is no quote to accept yet',
  accepted: 'Quote accepted. Your order is placed.',
  badStatus: 'status must be new, quoted, accepted or declined',
} as const;

/** Rupees with at most 2 decimals, more than 0, at most REQUEST_MAX_RUPEES; form text "1500" accepted. */
function rupeesField(invalid: string, tooLarge: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().replaceAll(',', '');
      return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : value;
    },
    z
      .number({ error: invalid })
      .positive({ error: invalid })
      .max(REQUEST_MAX_RUPEES, { error: tooLarge })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, invalid),
  );
}

/** An optional id: '', blank text, null or absent is undefined; anything else must be a UUID. */
function optionalId(invalid: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.uuid({ error: invalid }).optional(),
  );
}

/** Like rupeesField, but '', blank text, null or absent is undefined (no figure given). */
function optionalRupeesField(invalid: string, tooLarge: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    rupeesField(invalid, tooLarge).optional(),
  );
}

/**
 * `POST /requests`: the piece it should be like (optional), name, email, optional phone, message,
 * optional budget in rupees ('' or absent for none).
 */
export const pieceRequestSchema = z.object(
  {
    productId: optionalId(requestMessages.invalidProduct),
    ...senderFields,
    message: requiredTextBetween(REQUEST_MESSAGE_MIN_LENGTH, REQUEST_MESSAGE_MAX_LENGTH, {
      required: requestMessages.messageRequired,
      tooShort: requestMessages.messageTooShort,
      tooLong: requestMessages.messageTooLong,
    }),
    budget: optionalRupeesField(requestMessages.budgetInvalid, requestMessages.budgetTooLarge),
  },
  bodyError,
);
export type PieceRequestForm = z.input<typeof pieceRequestSchema>;
export type PieceRequestInput = z.output<typeof pieceRequestSchema>;

/** `data` of `POST /requests` (201): the reference to quote ("REQ-" and 8 characters). */
export interface PieceRequestReceipt {
  reference: string;
}

/** The piece a request is like, as the request shows it (price in rupees). */
export interface RequestPiece {
  _id: string;
  title: string;
  price: number;
  image: string | null;
  status: string;
}

/** A request as its requester sees it (`GET /requests/:id`); money in rupees, times ISO. */
export interface PieceRequestView {
  _id: string;
  reference: string;
  status: RequestStatus;
  piece: RequestPiece | null;
  message: string;
  budget: number | null;
  quote: { price: number; message: string; days: number; quotedAt: string } | null;
  declineNote: string;
  orderId: string | null;
  createdAt: string;
}

/**
 * `POST /requests/:id/accept`: the checkout's delivery address, contact phone, save-address tick
 * and terms, as the checkout takes them; the piece and the payment (cash on delivery) are the quote's.
 */
export const acceptQuoteSchema = checkoutSchema.pick({
  addressDetails: true,
  phoneNumber: true,
  saveAddress: true,
  acceptTerms: true,
});
export type AcceptQuoteRequest = z.input<typeof acceptQuoteSchema>;
export type AcceptQuoteInput = z.output<typeof acceptQuoteSchema>;

/** `GET /admin/requests` query: status (all when absent), page, perPage (default 20, at most 100). */
export const adminRequestListQuerySchema = statusListQuerySchema(requestStatuses, requestMessages.badStatus);
export type AdminRequestListQuery = z.output<typeof adminRequestListQuerySchema>;

/**
 * `POST /admin/requests/:id/quote`: price in rupees, the message mailed with it, making time in
 * days, and — required for a request not made from a piece — the catalogue piece whose category
 * and photos the made piece will take.
 */
export const adminQuoteSchema = z.object(
  {
    productId: optionalId(requestMessages.likePieceInvalid),
    price: rupeesField(requestMessages.quoteInvalid, requestMessages.quoteTooLarge),
    message: requiredText(
      requestMessages.quoteMessageRequired,
      REQUEST_NOTE_MAX_LENGTH,
      requestMessages.quoteMessageTooLong,
    ),
    days: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: requestMessages.daysInvalid })
        .int({ error: requestMessages.daysInvalid })
        .min(1, { error: requestMessages.daysInvalid })
        .max(QUOTE_MAX_DAYS, { error: requestMessages.daysInvalid }),
    ),
  },
  bodyError,
);
export type AdminQuoteForm = z.input<typeof adminQuoteSchema>;
export type AdminQuoteInput = z.output<typeof adminQuoteSchema>;

/** `POST /admin/requests/:id/decline`: an optional note mailed to the shopper. */
export const adminDeclineSchema = z.object(
  {
    note: z
      .string({ error: requestMessages.noteTooLong })
      .trim()
      .max(REQUEST_NOTE_MAX_LENGTH, { error: requestMessages.noteTooLong, abort: true })
      .default(''),
  },
  bodyError,
);
export type AdminDeclineRequest = z.input<typeof adminDeclineSchema>;

/** A request in the back office inbox; money in rupees, times ISO. */
export interface AdminPieceRequest extends PieceRequestView {
  name: string;
  email: string;
  phone: string;
  /** Whether a signed-in account sent it (else a guest). */
  fromAccount: boolean;
}
