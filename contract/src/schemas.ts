export * from './auth-schemas.ts';
export * from './catalog-schemas.ts';
