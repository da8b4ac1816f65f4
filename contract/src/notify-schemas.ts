/**
 * New-piece interests, their digest's unsubscribe, checkout visits and notification preferences
 * (ADRs 0041, 0042). One schema for the React forms and the Fastify requests; prices in rupees.
 */
import { z } from 'zod';
import { bodyError } from './fields.ts';

/** Most interests one shopper may keep. */
export const MAX_INTERESTS_PER_SHOPPER = 10;
/** Most words in one interest, and the longest word (characters). */
export const MAX_INTEREST_WORDS = 5;
export const MAX_INTEREST_WORD_LENGTH = 30;
/** Highest price a band may name, rupees. */
export const MAX_INTEREST_PRICE = 10_000_000;
/** Most pieces one checkout visit may name (the bag's own cap is lower). */
export const MAX_CHECKOUT_VISIT_PIECES = 50;
/** Longest unsubscribe token accepted (characters); a real one is about 250. */
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 1000;

/** The consent line shown beside the digest's checkbox, word for word. */
export const DIGEST_CONSENT_TEXT =
  'E-mail me a digest of new pieces that match, at most once a day. I can unsubscribe any time.';
/** The consent line of the checkout reminder preference. */
export const REMINDER_CONSENT_TEXT = 'Remind me by e-mail about pieces I leave at checkout';

/** The wording of interests, unsubscribe and preferences (ours). */
export const notifyMessages = {
  consentRequired: 'Tick the box to agree to the e-mail digest',
  nothingToMatch: 'Choose a category, a price band or some words',
  invalidCategory: 'Choose a category from the list',
  invalidPrice: `Prices must be whole rupees from 0 to ${MAX_INTEREST_PRICE}`,
  bandReversed: 'The lowest price must not be above the highest',
  tooManyWords: `Use at most ${MAX_INTEREST_WORDS} words`,
  badWord: `Words may hold letters and digits only, at most ${MAX_INTEREST_WORD_LENGTH} each`,
  tooManyInterests: `You can keep at most ${MAX_INTERESTS_PER_SHOPPER} interests; remove one first`,
  interestSaved: 'Saved. We will e-mail you when a matching piece is listed.',
  interestRemoved: 'Interest removed',
  interestNotFound: 'Interest not found',
  categoryNotFound: 'Category not found',
  badToken: 'This unsubscribe link is not valid or has expired',
  unsubscribed: 'You are unsubscribed: no more digests of new pieces will be sent to you.',
  remindersStopped: 'You are unsubscribed: no more checkout reminders will be sent to you.',
  preferencesSaved: 'Your e-mail preferences are saved',
  digestNeedsInterest: 'Save a kind of piece below first: the digest lists new pieces that match it',
  invalidPieces: 'Name between 1 and 50 pieces',
  visitRecorded: 'Noted',
} as const;

/** A price in whole rupees or absent ('' and null read as absent). */
const bandPrice = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: notifyMessages.invalidPrice })
    .int({ error: notifyMessages.invalidPrice })
    .min(0, { error: notifyMessages.invalidPrice })
    .max(MAX_INTEREST_PRICE, { error: notifyMessages.invalidPrice })
    .optional(),
);

/** Letters (any script), combining marks and digits: one word. A single class, no backtracking. */
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** Words as typed ("phulkari, dupatta"): split on spaces and commas, lower-cased, repeats dropped. */
const wordsField = z
  .string({ error: notifyMessages.badWord })
  .max(MAX_INTEREST_WORDS * (MAX_INTEREST_WORD_LENGTH + 2), {
    error: notifyMessages.tooManyWords,
    abort: true,
  })
  .transform((text) => [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((word) => word !== ''),
    ),
  ])
  .refine((words) => words.length <= MAX_INTEREST_WORDS, { error: notifyMessages.tooManyWords, abort: true })
  .refine((words) => words.every((word) => word.length <= MAX_INTEREST_WORD_LENGTH && WORD.test(word)), {
    error: notifyMessages.badWord,
  })
  .default([]);

/** `POST /interests`: category, price band (rupees), words; at least one, and `consent: true`. */
export const interestSchema = z
  .object(
    {
      categoryId: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.uuid({ error: notifyMessages.invalidCategory }).optional(),
      ),
      minPrice: bandPrice,
      maxPrice: bandPrice,
      words: wordsField,
      consent: z.literal(true, { error: notifyMessages.consentRequired }),
    },
    bodyError,
  )
  .refine((it) => it.minPrice === undefined || it.maxPrice === undefined || it.minPrice <= it.maxPrice, {
    error: notifyMessages.bandReversed,
    path: ['maxPrice'],
  })
  .refine(
    (it) =>
      it.categoryId !== undefined ||
      it.minPrice !== undefined ||
      it.maxPrice !== undefined ||
      it.words.length > 0,
    { error: notifyMessages.nothingToMatch, path: ['categoryId'] },
  );
export type InterestRequest = z.input<typeof interestSchema>;
export type InterestInput = z.output<typeof interestSchema>;

/** An interest as `GET /interests` shows it: prices in rupees (null = no bound), words lower-case. */
export interface Interest {
  id: string;
  categoryId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  words: string[];
  consentedAt: string;
  createdAt: string;
}

/** `DELETE /interests/:id`: a malformed id reads as not found. */
export const interestParamsSchema = z.object({ id: z.uuid({ error: notifyMessages.interestNotFound }) });

/** `POST /unsubscribe`: the signed token from the digest's link. */
export const unsubscribeSchema = z.object(
  {
    token: z
      .string({ error: notifyMessages.badToken })
      .max(MAX_UNSUBSCRIBE_TOKEN_LENGTH, { error: notifyMessages.badToken, abort: true })
      .min(1, { error: notifyMessages.badToken }),
  },
  bodyError,
);

/** `POST /checkout/visit`: the pieces on the checkout page. */
export const checkoutVisitSchema = z.object(
  {
    products: z
      .array(z.uuid({ error: notifyMessages.invalidPieces }), { error: notifyMessages.invalidPieces })
      .max(MAX_CHECKOUT_VISIT_PIECES, { error: notifyMessages.invalidPieces, abort: true })
      .min(1, { error: notifyMessages.invalidPieces }),
  },
  bodyError,
);
export type CheckoutVisitRequest = z.input<typeof checkoutVisitSchema>;

/** `GET`/`PUT /notification-preferences`: the two e-mail consents. */
export const notificationPreferencesSchema = z.object(
  {
    checkoutReminders: z.boolean({ error: 'checkoutReminders must be true or false' }),
    newPiecesDigest: z.boolean({ error: 'newPiecesDigest must be true or false' }).optional(),
  },
  bodyError,
);
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesSchema>;

/** `data` of the preferences calls: `newPiecesDigest` is true while the shopper keeps an interest. */
export interface NotificationPreferences {
  checkoutReminders: boolean;
  newPiecesDigest: boolean;
}
