export * from './auth.ts';
export type * from './auth-schemas.ts';
export * from './catalog.ts';
export type { ProductListQuery, ProductListRequest } from './catalog-schemas.ts';
export * from './constants.ts';
export * from './images.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './text.ts';
