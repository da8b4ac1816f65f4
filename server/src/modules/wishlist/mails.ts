/** The wishlist's one mail (ADR 0038): a saved piece that was reserved or sold is on sale again. */
import { localizePath } from '@shahi/contract/i18n';
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  greeting,
  oneLine,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';

/** Who is told, about which piece, and where the shop is (PUBLIC_URL, without a trailing slash as env.ts gives it). */
export interface BackOnSaleMailInput {
  shopName: string;
  publicUrl: string;
  firstName: string;
  productId: string;
  title: string;
  /** The shopper's language (`mailWordsFor(users.locale)`); English when absent. */
  words?: MailWords | undefined;
}

/** "<title> is back — one of a kind, still yours to buy", with the piece's link. */
export function backOnSaleMail(input: BackOnSaleMailInput): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const title = oneLine(input.title);
  const url = `${input.publicUrl}${localizePath(words.locale, `/product/${input.productId}`)}`;
  const hello = greeting(oneLine(input.firstName), words);
  const intro = m.backOnSaleIntro(title);
  const why = m.backOnSaleWhy;
  const after = m.backOnSaleAfter;
  return {
    subject: m.backOnSaleSubject(title),
    text: [hello, intro, why, m.backOnSaleLink(url), after, textSignature(input.shopName, words)].join(
      '\n\n',
    ),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.backOnSalePreheader(title),
      blocks: [
        paragraph(hello),
        paragraph(intro),
        paragraph(why),
        buttonWithLink(m.buttonSeePiece, url, words),
        paragraph(after, 'small'),
      ],
    }),
  };
}
