/** What other modules may use of the SMS provider (docs/decisions/0066-sign-in-by-mobile.md). */
export { type SmsProvider, SmsProviderError } from './provider.ts';
