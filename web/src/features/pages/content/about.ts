import { t } from '@lingui/core/macro';
import type { PageContent } from '#web/features/pages/types.ts';
import { contactLink, POLICIES_UPDATED } from './shared.ts';

/** `/about`: the workshop's story, the crafts of Punjab, the artisans and what we value; in the active language. */
export function aboutPage(shop: string): PageContent {
  return {
    title: t`About Us`,
    lastUpdated: POLICIES_UPDATED,
    lead: t`${shop} is a small workshop in Sector 17, Chandigarh, where every dupatta, shawl, suit and cushion is made by hand — and made only once.`,
    sections: [
      {
        heading: t`Our story`,
        blocks: [
          t`We began with a trunk of old phulkaris: wedding shawls embroidered by grandmothers, worn soft by decades of love. Looking after them, we met the women in the villages of Punjab who still know the stitch, and the weavers who still work a handloom. The workshop grew from there, one piece at a time.`,
          t`Today our small team designs, dyes, finishes and packs in Chandigarh, working side by side with artisan families across Punjab.`,
        ],
      },
      {
        heading: t`The crafts we keep alive`,
        blocks: [],
        subsections: [
          {
            heading: t`Phulkari`,
            blocks: [
              t`Phulkari — “flower work” — is the embroidery of Punjab: a darning stitch in glossy silk floss, worked from the back of hand-woven cloth, thread by counted thread. A bagh covers the whole cloth so densely that the base disappears under the silk. A single piece can take weeks, sometimes months.`,
            ],
          },
          {
            heading: t`Handloom`,
            blocks: [
              t`Our khaddar, cotton and wool are woven on hand-operated looms, where the rhythm of the weaver shows in every metre. Handloom cloth breathes, softens with washing and lasts for years.`,
            ],
          },
        ],
      },
      {
        heading: t`The hands behind each piece`,
        blocks: [
          t`Our pieces are embroidered by women working from their homes, on their own time, and woven by families who have kept their looms through generations. We know each artisan by name, and each piece carries their patience.`,
        ],
      },
      {
        heading: t`What we believe`,
        blocks: [],
        subsections: [
          {
            heading: t`One piece, once`,
            blocks: [
              t`We never make the same piece twice. What you buy from us is yours alone: once sold, forever gone.`,
            ],
          },
          {
            heading: t`Fair pay`,
            blocks: [
              t`Artisans are paid fairly for their time and skill, agreed before the work begins and paid on time — not squeezed to meet a price.`,
            ],
          },
          {
            heading: t`Slow craft`,
            blocks: [
              t`Good handwork cannot be hurried. We make fewer things, make them well, and would rather wait for a piece than rush it.`,
            ],
          },
        ],
      },
      {
        heading: t`Visit or write to us`,
        blocks: [
          [
            t`Our workshop is in Sector 17, in the heart of Chandigarh. To visit, to ask about a piece or simply to talk about craft, find us on our `,
            contactLink(t`contact page`),
            '.',
          ],
        ],
      },
    ],
  };
}
