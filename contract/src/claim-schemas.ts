/**
 * Claims after delivery (Consumer Protection (E-Commerce) Rules 2020 r.7(5); CPA 2019 s.2(47);
 * CGST Act s.34; ADR 0057): the form a signed-in shopper files against one of their orders (a
 * multipart body: these fields first, then 0–5 photos), what My Claims shows, and the back
 * office's list, detail and decision. Money is rupees here (paise in the database). Long text is
 * refused before any other check (abort: true, ADR 0020); no pattern here can backtrack.
 */
import { z } from 'zod';
import { bodyError, namedText, requiredTextBetween, statusListQuerySchema } from './fields.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './shop.ts';

export const claimKinds = ['damaged', 'not_as_described', 'wrong_piece', 'not_delivered'] as const;
export type ClaimKind = (typeof claimKinds)[number];

/** The kinds as the form and the mails name them. */
export const claimKindLabels: Record<ClaimKind, string> = {
  damaged: 'Arrived damaged',
  not_as_described: 'Not as described',
  wrong_piece: 'Wrong piece sent',
  not_delivered: 'Not delivered',
};

export const claimStatuses = ['open', 'refunded', 'declined'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** The statuses as My Claims and the back office name them. */
export const claimStatusLabels: Record<ClaimStatus, string> = {
  open: 'Waiting for our reply',
  refunded: 'Refunded',
  declined: 'Declined',
};

export const claimRefundMethods = ['gateway', 'upi', 'bank'] as const;
export type ClaimRefundMethod = (typeof claimRefundMethods)[number];

export const claimPieceOutcomes = ['back_on_sale', 'damaged', 'kept'] as const;
export type ClaimPieceOutcome = (typeof claimPieceOutcomes)[number];

/** The piece outcomes as the back office names them. */
export const claimPieceOutcomeLabels: Record<ClaimPieceOutcome, string> = {
  back_on_sale: 'Put back on sale',
  damaged: 'Keep off sale as damaged',
  kept: 'Leave as sold (the shopper keeps it)',
};

export const CLAIM_MESSAGE_MIN_LENGTH = 10;
export const CLAIM_MESSAGE_MAX_LENGTH = 2000;
export const CLAIM_NOTE_MAX_LENGTH = 2000;
export const CLAIM_REFERENCE_MAX_LENGTH = 100;
/** Most photos a claim carries; damaged / not as described / wrong piece need at least 1. */
export const CLAIM_MAX_PHOTOS = 5;
export const CLAIM_MIN_PHOTOS = 1;
/** Largest photo accepted, in bytes (the photo pipeline's limit). */
export const CLAIM_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The multipart field the photos are sent under (after every text field). */
export const CLAIM_PHOTO_FIELD = 'photos';
/** Days after shipping from which an undelivered order may be claimed "not delivered". */
export const CLAIM_NOT_DELIVERED_AFTER_DAYS = 7;
export const UPI_ID_MAX_LENGTH = 100;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** UPI virtual payment address `name@bank`: two classes split by `@`, so linear. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,31}$/;
/** A bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** An IFSC: 4 letters (bank), 0, 6 letters or digits (branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The claim form's, My Claims' and the back office's wording (ours). */
export const claimMessages = {
  kindInvalid: 'Choose what went wrong: damaged, not as described, wrong piece or not delivered',
  messageRequired: 'Tell us what went wrong',
  messageTooShort: `Please describe the problem in at least ${CLAIM_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Your description must be at most ${CLAIM_MESSAGE_MAX_LENGTH} characters`,
  payoutMethodInvalid: 'Choose where to refund: a UPI ID or a bank account',
  payoutRequired: 'This order was paid in cash: tell us where to send the refund, a UPI ID or a bank account',
  upiInvalid: 'Enter a UPI ID like name@bank',
  accountNameRequired: "Enter the account holder's name",
  accountNameTooLong: `The account holder's name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`,
  accountNumberInvalid: 'Enter the account number: 9 to 18 digits',
  ifscInvalid: 'Enter the IFSC: 11 characters like SBIN0001234',
  photosRequired: `Add at least ${CLAIM_MIN_PHOTOS} photo showing the problem`,
  tooManyPhotos: `At most ${CLAIM_MAX_PHOTOS} photos`,
  photoTooLarge: `Each photo must be at most ${CLAIM_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
  fieldsBeforePhotos: 'Send the form fields before the photos',
  orderNotFound: 'Order not found',
  notDelivered: 'A claim can be made once the order is delivered',
  windowClosed: 'The time to report a problem with this order has passed',
  notDeliveredTooSoon: `An undelivered order can be reported from ${CLAIM_NOT_DELIVERED_AFTER_DAYS} days after shipping`,
  alreadyClaimed: 'A claim is already open or decided for this order',
  filed: 'Your claim is registered. We will reply within 2 working days.',
  claimNotFound: 'Claim not found',
  photoNotFound: 'Photo not found',
  outcomeInvalid: 'outcome must be refund or decline',
  amountInvalid: 'Enter the refund in rupees, more than ₹0, with at most 2 decimals',
  amountRequired: 'Enter the amount to refund',
  amountTooLarge: 'The refund cannot be more than the order amount',
  referenceRequired: 'Enter the UPI or bank transaction reference of the refund you sent',
  referenceTooLong: `The reference must be at most ${CLAIM_REFERENCE_MAX_LENGTH} characters`,
  pieceOutcomeInvalid: 'pieceOutcome must be back_on_sale, damaged or kept',
  noteRequired: 'Write the reason the shopper will receive',
  noteTooLong: `The note must be at most ${CLAIM_NOTE_MAX_LENGTH} characters`,
  alreadyDecided: 'This claim is already decided',
  nothingPaid:
    'Nothing was paid for this order yet, so there is nothing to refund: decline the claim (and cancel the order if it will not arrive)',
  refunded: 'Refund recorded, credit note issued; the shopper has been mailed',
  declined: 'Claim declined; the shopper has been mailed the reason',
  badStatus: 'status must be open or decided',
} as const;

/** Where a cash-on-delivery (or test-sandbox) refund is paid. */
export type ClaimPayout =
  | { method: 'upi'; upiId: string }
  | { method: 'bank'; accountName: string; accountNumber: string; ifsc: string };

/** Text or absent → trimmed text ('' when absent); anything else fails with `error`. */
const formText = (error: string, max: number) =>
  z.string({ error }).trim().max(max, { error, abort: true }).optional().default('');

/**
 * The claim form's text fields (multipart fields, or the React form's values): `kind`, `message`
 * (10–2,000 characters), and for a cash order `payoutMethod` ('upi' | 'bank', '' for none) with
 * `upiId`, or `accountName`, `accountNumber` (9–18 digits, spaces dropped) and `ifsc` (upper-cased).
 * Output: `{ kind, message, payout: ClaimPayout | null }`. Whether a payout is required is the
 * server's call (a cash or sandbox order needs one; an online one ignores it).
 */
export const claimFormSchema = z
  .object(
    {
      kind: z.enum(claimKinds, { error: claimMessages.kindInvalid }),
      message: requiredTextBetween(CLAIM_MESSAGE_MIN_LENGTH, CLAIM_MESSAGE_MAX_LENGTH, {
        required: claimMessages.messageRequired,
        tooShort: claimMessages.messageTooShort,
        tooLong: claimMessages.messageTooLong,
      }),
      payoutMethod: z
        .enum(['', 'upi', 'bank'], { error: claimMessages.payoutMethodInvalid })
        .optional()
        .default(''),
      upiId: formText(claimMessages.upiInvalid, UPI_ID_MAX_LENGTH),
      accountName: formText(claimMessages.accountNameTooLong, ACCOUNT_NAME_MAX_LENGTH),
      accountNumber: formText(claimMessages.accountNumberInvalid, 40).transform((value) =>
        value.replaceAll(' ', ''),
      ),
      ifsc: formText(claimMessages.ifscInvalid, 20).transform((value) => value.toUpperCase()),
    },
    bodyError,
  )
  .superRefine((form, context) => {
    if (form.payoutMethod === 'upi' && !UPI_ID_PATTERN.test(form.upiId)) {
      context.addIssue({ code: 'custom', path: ['upiId'], message: claimMessages.upiInvalid });
    }
    if (form.payoutMethod === 'bank') {
      if (form.accountName === '') {
        context.addIssue({
          code: 'custom',
          path: ['accountName'],
          message: claimMessages.accountNameRequired,
        });
      }
      if (!ACCOUNT_NUMBER_PATTERN.test(form.accountNumber)) {
        context.addIssue({
          code: 'custom',
          path: ['accountNumber'],
          message: claimMessages.accountNumberInvalid,
        });
      }
      if (!IFSC_PATTERN.test(form.ifsc)) {
        context.addIssue({ code: 'custom', path: ['ifsc'], message: claimMessages.ifscInvalid });
      }
    }
  })
  .transform(({ kind, message, payoutMethod, upiId, accountName, accountNumber, ifsc }) => {
    let payout: ClaimPayout | null = null;
    if (payoutMethod === 'upi') payout = { method: 'upi', upiId };
    if (payoutMethod === 'bank') payout = { method: 'bank', accountName, accountNumber, ifsc };
    return { kind, message, payout };
  });
export type ClaimForm = z.input<typeof claimFormSchema>;
export type ClaimInput = z.output<typeof claimFormSchema>;

/** Whether a claim of `kind` needs photos (all but "not delivered"). */
export const claimNeedsPhotos = (kind: ClaimKind): boolean => kind !== 'not_delivered';

/** The refund of a decided claim as the shopper and the owner see it (amount in rupees). */
export interface ClaimRefund {
  amount: number;
  method: ClaimRefundMethod;
  /** Razorpay's refund id, or the UPI / bank reference the owner entered. */
  reference: string;
  /** The credit note's number, or null when the order had no sale document. */
  creditNoteNumber: string | null;
}

/** A claim in My Claims (`GET /my-claims`); times ISO; `photos` are URLs (private, the claimant's session). */
export interface MyClaim {
  _id: string;
  /** "CLM-" and the id's first 8 characters, upper case. */
  claimNumber: string;
  orderId: string;
  kind: ClaimKind;
  message: string;
  status: ClaimStatus;
  photos: string[];
  /** The payout given, the account number masked to its last 4 digits; null for an online order. */
  payoutTo: ClaimPayout | null;
  refund: ClaimRefund | null;
  /** The owner's words with the decision ('' while open). */
  decisionNote: string;
  filedAt: string;
  decidedAt: string | null;
}

/** `GET /admin/claims` query: status `open` or `decided` (all when absent), page, perPage. */
export const adminClaimListQuerySchema = statusListQuerySchema(
  ['open', 'decided'] as const,
  claimMessages.badStatus,
);
export type AdminClaimListQuery = z.output<typeof adminClaimListQuerySchema>;

/** A claim in the back office list (amounts in rupees). */
export interface AdminClaimSummary {
  _id: string;
  claimNumber: string;
  orderId: string;
  kind: ClaimKind;
  status: ClaimStatus;
  customerName: string;
  customerEmail: string;
  /** The order's amount in rupees. */
  orderAmount: number;
  photoCount: number;
  filedAt: string;
  decidedAt: string | null;
}

/** An order line as the claim detail shows it (rupees). */
export interface AdminClaimLine {
  productId: string;
  title: string;
  price: number;
  image1?: string;
}

/** `GET /admin/claims/:id`: the claim, its order and what a decision would do. */
export interface AdminClaim extends AdminClaimSummary {
  message: string;
  /** The shopper's payout, in full (the owner pays to it); null for an online order. */
  payoutTo: ClaimPayout | null;
  /** URLs of the admin photo route. */
  photos: string[];
  order: {
    _id: string;
    orderStatus: OrderStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    /** Rupees. */
    amount: number;
    shippedAt: string | null;
    deliveredAt: string | null;
    lines: AdminClaimLine[];
  };
  /** How a refund would go back: `gateway` (Razorpay, automatic) or the shopper's `upi` / `bank` (owner's reference needed). */
  refundVia: ClaimRefundMethod;
  refund: ClaimRefund | null;
  pieceOutcome: ClaimPieceOutcome | null;
  decisionNote: string;
}

/** Rupees with at most 2 decimals, more than 0; form text "1500" or "1,500.50" accepted. */
const refundAmountField = z.preprocess(
  (value) => {
    if (value === null || value === '') return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim().replaceAll(',', '');
    return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : value;
  },
  z
    .number({ error: claimMessages.amountInvalid })
    .positive({ error: claimMessages.amountInvalid })
    .max(10_000_000, { error: claimMessages.amountTooLarge })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, claimMessages.amountInvalid)
    .optional(),
);

/**
 * `POST /admin/claims/:id/decision`: `outcome` refund | decline; for a refund `amount` (rupees,
 * > 0; the server checks ≤ the order's amount) and, for a cash order, `reference` (the UPI or
 * bank transaction reference; the server requires it); `pieceOutcome` (default `kept`); `note`
 * (required for a decline: the reason mailed to the shopper; optional with a refund).
 */
export const adminClaimDecisionSchema = z
  .object(
    {
      outcome: z.enum(['refund', 'decline'], { error: claimMessages.outcomeInvalid }),
      amount: refundAmountField,
      reference: namedText('reference', CLAIM_REFERENCE_MAX_LENGTH).optional().default(''),
      pieceOutcome: z
        .enum(claimPieceOutcomes, { error: claimMessages.pieceOutcomeInvalid })
        .optional()
        .default('kept'),
      note: z
        .string({ error: claimMessages.noteRequired })
        .trim()
        .max(CLAIM_NOTE_MAX_LENGTH, { error: claimMessages.noteTooLong, abort: true })
        .optional()
        .default(''),
    },
    bodyError,
  )
  .superRefine((body, context) => {
    if (body.outcome === 'refund' && body.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: claimMessages.amountRequired });
    }
    if (body.outcome === 'decline' && body.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: claimMessages.noteRequired });
    }
  });
export type AdminClaimDecisionRequest = z.input<typeof adminClaimDecisionSchema>;
export type AdminClaimDecision = z.output<typeof adminClaimDecisionSchema>;
