/**
 * Words of the back office's forms that both sides share: the unsaved-changes warning, and the
 * messages of the grievance acknowledgement, the discount edit, the hidden copy of a piece and
 * the quote's piece picker (docs/product.md#the-back-office).
 */

/** Asked before leaving a back-office form whose changes are not saved (a link, Back, the tab's close). */
export const LEAVE_WITHOUT_SAVING = 'Leave without saving? The changes you typed on this page will be lost.';

/** The back office's answers when a discount code is corrected (`PUT /admin/discounts/:id`, ADR 0039). */
export const discountEditMessages = {
  saved: 'Discount code saved',
  /** Orders and invoices already name the code: its name stays; dates, uses and minimum may change. */
  codeUsed: (code: string) =>
    `${code} has been used on an order, so its name stays ${code}. Dates, uses, minimum and amount can still change.`,
  /** Total uses may not go below the uses already made. */
  usesBelowMade: (uses: number) =>
    `Total uses cannot be less than the ${uses} ${uses === 1 ? 'use' : 'uses'} already made.`,
} as const;

/** A piece's copy and its publishing (`POST /admin/products/:id/duplicate`, `…/publish`). */
export const pieceCopyMessages = {
  /** Duplicate makes a hidden copy: shoppers see it only once published. */
  duplicatedHidden: 'Copied as a hidden piece. Change what differs (title, photos, price), then Publish.',
  hiddenNote: 'Hidden – publish when ready',
  published: 'Published: the piece is on sale in the shop',
  /** Only a hidden (archived) piece is published; others are on sale, reserved or sold. */
  notHidden: 'Only a hidden piece can be published; this one is not hidden.',
  /** A piece that was ever ordered stays hidden: its buyer, invoice or claim still refer to it. */
  wasOrdered:
    'This piece was ordered before it was hidden, so it stays hidden. Use Duplicate to sell a piece like it.',
} as const;

/** The Categories page's confirmations. */
export const categoryFormMessages = {
  saved: (name: string) => `Category saved: ${name}`,
  photoSaved: (name: string) => `Photo of ${name} saved`,
  photoRemoved: (name: string) => `Photo of ${name} removed`,
} as const;
