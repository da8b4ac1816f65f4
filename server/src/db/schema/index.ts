export * from './accounts.ts';
export * from './addresses.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './mail.ts';
export * from './orders.ts';
