/**
 * What other modules may use of claims (ADR 0057): the claim number as mails and the back office
 * print it. Flows and routes use the module's files directly.
 */
export { claimNumberOf } from './service.ts';
