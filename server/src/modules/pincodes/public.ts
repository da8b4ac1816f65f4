/** What other modules, flows and routes may use of the PIN code directory (ADR 0064). */
export { isPinCode, loadPinCodeDirectory, lookUpPinCode, type PinCodeDirectory } from './directory.ts';
