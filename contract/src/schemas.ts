export * from './auth-schemas.ts';
export * from './catalog-schemas.ts';
export * from './shop-schemas.ts';
