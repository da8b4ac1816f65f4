export * from './admin-catalogue-schemas.ts';
export * from './admin-orders-schemas.ts';
export * from './auth-schemas.ts';
export * from './catalog-schemas.ts';
export * from './content-schemas.ts';
export * from './email.ts';
export * from './shop-schemas.ts';
export * from './tax-schemas.ts';
