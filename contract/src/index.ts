export * from './auth.ts';
export type * from './auth-schemas.ts';
export type * from './backup.ts';
export * from './catalog.ts';
export type {
  ProductListQuery,
  ProductListRequest,
  SoldListQuery,
  SoldListRequest,
} from './catalog-schemas.ts';
export * from './cod.ts';
export * from './constants.ts';
export * from './demo-seller.ts';
export * from './footer-contacts.ts';
export * from './form-messages.ts';
export * from './gstin.ts';
export * from './images.ts';
export * from './india.ts';
export * from './messages.ts';
export type * from './mobile-auth-schemas.ts';
export * from './money.ts';
export * from './net-quantity.ts';
export type * from './seller.ts';
export * from './shop.ts';
export type * from './shop-schemas.ts';
export * from './text.ts';
