export * from './auth-schemas.ts';
export * from './catalog-schemas.ts';
export * from './content-schemas.ts';
export * from './shop-schemas.ts';
