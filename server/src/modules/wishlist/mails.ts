/** The wishlist's one mail (ADR 0038): a saved piece that was reserved or sold is on sale again. */
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  greeting,
  oneLine,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';

/** Who is told, about which piece, and where the shop is (PUBLIC_URL, without a trailing slash as env.ts gives it). */
export interface BackOnSaleMailInput {
  shopName: string;
  publicUrl: string;
  firstName: string;
  productId: string;
  title: string;
}

/** "<title> is back — one of a kind, still yours to buy", with the piece's link. */
export function backOnSaleMail(input: BackOnSaleMailInput): MailContent {
  const title = oneLine(input.title);
  const url = `${input.publicUrl}/product/${input.productId}`;
  const hello = greeting(oneLine(input.firstName));
  const intro = `${title}, a piece in your wishlist, could not be bought for a while. It is back on sale now.`;
  const why =
    'Every piece is one of a kind: when it sells, there is no second one. It is still yours to buy.';
  const after =
    'You get this mail because you saved the piece. Remove it from your wishlist to hear no more of it.';
  return {
    subject: `${title} is back — one of a kind, still yours to buy`,
    text: [hello, intro, why, `See the piece: ${url}`, after, textSignature(input.shopName)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `${title} is back on sale`,
      blocks: [
        paragraph(hello),
        paragraph(intro),
        paragraph(why),
        buttonWithLink('SEE THE PIECE', url),
        paragraph(after, 'small'),
      ],
    }),
  };
}
