/**
 * The words the server writes into pages: titles and descriptions of the heads (server/src/pages).
 * Ids `page.<key>` (message-catalogue.ts; ADR 0065); `shop` is the shop's name (SHOP_NAME).
 */
export const pageMessages = {
  homeDescription: (shop: string) =>
    `One-of-a-kind handcrafted clothing and textiles from the ${shop} workshop in Chandigarh. Royalty in every thread.`,
  shopTitle: 'Shop all pieces',
  shopDescription: (shop: string) =>
    `Every handcrafted one-of-a-kind piece for sale at ${shop}, Chandigarh. Each is made once: once sold, forever gone.`,
  newArrivalsTitle: 'New arrivals',
  newArrivalsDescription: (shop: string) =>
    `The newest handcrafted one-of-a-kind pieces from the ${shop} workshop in Chandigarh.`,
  saleTitle: 'Sale',
  saleDescription: (shop: string) =>
    `Handcrafted one-of-a-kind pieces from ${shop} below their MRP, biggest discounts first.`,
  soldTitle: 'Sold pieces',
  soldDescription: (shop: string) =>
    `One-of-a-kind pieces from ${shop} that found their homes, newest first. Ask our artisans for one like them.`,
  aboutTitle: 'About us',
  aboutDescription: (shop: string) =>
    `The story of ${shop}: a Chandigarh workshop making one-of-a-kind handcrafted pieces.`,
  contactTitle: 'Contact us',
  contactDescription: (shop: string) =>
    `Write to ${shop}, call us or visit the workshop in Chandigarh, Monday to Friday 9:00–18:00.`,
  grievanceTitle: 'Raise a grievance',
  grievanceDescription: (shop: string) =>
    `Tell the grievance officer of ${shop}: a ticket at once, acknowledged within 48 hours, resolved within a month.`,
  shippingPolicyTitle: 'Shipping policy',
  shippingPolicyDescription: (shop: string) =>
    `How ${shop} ships: within 4 days by courier or speed post across India.`,
  returnPolicyTitle: 'Return policy',
  returnPolicyDescription: (shop: string) => `${shop}'s return policy for one-of-a-kind handcrafted pieces.`,
  refundPolicyTitle: 'Refund policy',
  refundPolicyDescription: (shop: string) => `When and how ${shop} refunds a payment.`,
  privacyPolicyTitle: 'Privacy policy',
  privacyPolicyDescription: (shop: string) => `What ${shop} keeps about you, why, and for how long.`,
  termsTitle: 'Terms and conditions',
  termsDescription: (shop: string) => `The terms of buying from ${shop}.`,
  /** A listing's or collection's page n > 1. */
  numberedTitle: (title: string, page: number) => `${title} — page ${page}`,
  searchTitle: 'Search',
  searchQueryTitle: (query: string) => `Search: ${query}`,
  searchDescription: (shop: string) => `Search the handcrafted one-of-a-kind pieces of ${shop}.`,
  collectionDescription: (category: string, shop: string) =>
    `${category} — handcrafted one-of-a-kind pieces from the ${shop} workshop in Chandigarh. Each is made once: once sold, forever gone.`,
  /** A piece's description where the owner wrote none. */
  productFallbackDescription: (title: string, shop: string) =>
    `${title}: a handcrafted one-of-a-kind piece from ${shop}, Chandigarh.`,
} as const;

/** The page words' map: the same keys and call shapes as `pageMessages`, in one language. */
export type PageWords = typeof pageMessages;
