export * from './accounts.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './mail.ts';
