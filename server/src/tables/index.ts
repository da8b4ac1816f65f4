/**
 * Every table of the shop in one import, for the seed, the scripts and the tests. Each table lives
 * beside its owner (`modules/<m>/tables.ts`, `mail/`, `notify/`, `http/`) and the application reads a
 * table only through its owner; lint refuses this file to modules, flows and routes (ADR 0052).
 */
export * from '#server/http/tables.ts';
export * from '#server/mail/tables.ts';
export * from '#server/modules/addresses/tables.ts';
export * from '#server/modules/alerts/tables.ts';
export * from '#server/modules/auth/tables.ts';
export * from '#server/modules/cart/tables.ts';
export * from '#server/modules/catalog/tables.ts';
export * from '#server/modules/claims/tables.ts';
export * from '#server/modules/contact/tables.ts';
export * from '#server/modules/content/tables.ts';
export * from '#server/modules/discounts/tables.ts';
export * from '#server/modules/grievances/tables.ts';
export * from '#server/modules/interests/tables.ts';
export * from '#server/modules/orders/tables.ts';
export * from '#server/modules/payments/tables.ts';
export * from '#server/modules/requests/tables.ts';
export * from '#server/modules/seller/tables.ts';
export * from '#server/modules/shipping/tables.ts';
export * from '#server/modules/tax/tables.ts';
export * from '#server/modules/whatsapp/tables.ts';
export * from '#server/modules/wishlist/tables.ts';
export * from '#server/notify/tables.ts';
