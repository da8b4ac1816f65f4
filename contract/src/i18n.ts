/** The shop's languages and the contract's translatable message catalogue (ADR 0065). */

export * from './local-dates.ts';
export * from './locales.ts';
export * from './message-catalogue.ts';
