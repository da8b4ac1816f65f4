/** The SMS texts (sign-in code) and WhatsApp template parameters the shop words itself. Ids `sms.<key>` (message-catalogue.ts; ADR 0065). */
export const smsMessages = {
  /**
   * The sign-in code SMS: MSG91's DLT-approved template holds this text with `##OTP##` for the code
   * (docs/decisions/0066-sign-in-by-mobile.md); the template fixes the words, so every shopper gets it.
   */
  signInCode: (code: string) => `${code} is your Shahi Threads sign-in code. It expires in 10 minutes.`,
  /** A WhatsApp template's name parameter for an account without a first name ("Hello there"). */
  unnamedShopper: 'there',
} as const;
