export * from './catalog-schemas.ts';
