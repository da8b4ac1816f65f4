/**
 * Sign-in by Indian mobile number and SMS code (docs/decisions/0066-sign-in-by-mobile.md): the
 * request schemas of `POST /api/mobile/send-code` and `POST /api/mobile/verify-code`, the number's
 * normal form, and the shopper-facing messages of the flow.
 */
import { z } from 'zod';
import type { LoginData, ProfileData } from './auth.ts';
import { NAME_MAX_LENGTH } from './constants.ts';
import { bodyError, PHONE_TEXT_MAX_LENGTH } from './fields.ts';
import type { Locale } from './locales.ts';
import { messages } from './messages.ts';

/** What a code is for: `sign_in` signs in (making the account if the number is new); `link` adds the number to the signed-in account. */
export const MOBILE_CODE_PURPOSES = ['sign_in', 'link'] as const;
export type MobileCodePurpose = (typeof MOBILE_CODE_PURPOSES)[number];

/** Minutes an SMS code stays valid (the SMS text says so). */
export const MOBILE_CODE_TTL_MINUTES = 10;

/** The messages of mobile sign-in (ours; ADR 0066). */
export const mobileAuthMessages = {
  mobileRequired: 'Mobile number is required',
  enterValidMobile: 'Enter a valid 10-digit Indian mobile number',
  badPurpose: 'Choose whether the code is to sign in or to add the number to your account',
  codeSent: 'We have sent a 6-digit code by SMS. It expires in 10 minutes.',
  wrongCode: 'This code is not correct. Please check the SMS and try again.',
  resendTooSoon: 'A code was sent a moment ago. Please wait before asking for another.',
  tooManyCodes: 'Too many codes for this number today. Please try again tomorrow.',
  mobileLocked: 'Too many wrong codes for this number, so codes are paused for a day.',
  linked: 'Your mobile number is now on your account',
  mobileTaken: 'This mobile number is on another account. Sign in with it, or use another number.',
  unavailable: 'Sign-in by mobile number is not available right now. Please sign in with your email.',
  smsFailed: 'We could not send the SMS just now. Please try again in a moment.',
} as const;

/**
 * The 10-digit national number of an Indian mobile as typed, or undefined: spaces, hyphens, dots
 * and parentheses are dropped, then a leading `+91`, `91` (12 digits) or `0` (11 digits) goes; what
 * is left must be 10 digits starting 6–9 (the mobile series of the National Numbering Plan).
 */
export function normalizeIndianMobile(typed: string): string | undefined {
  let digits = typed.trim().replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('+')) return undefined;
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/**
 * A mobile number as typed (at most PHONE_TEXT_MAX_LENGTH characters, checked first), answered as
 * its 10 digits: `mobileRequired` when missing or blank, `enterValidMobile` when not a mobile.
 */
export const mobileNumberField = z
  .string({ error: mobileAuthMessages.mobileRequired })
  .trim()
  .max(PHONE_TEXT_MAX_LENGTH, { error: mobileAuthMessages.enterValidMobile, abort: true })
  .min(1, { error: mobileAuthMessages.mobileRequired, abort: true })
  .transform((value, context) => {
    const mobile = normalizeIndianMobile(value);
    if (mobile) return mobile;
    context.issues.push({ code: 'custom', message: mobileAuthMessages.enterValidMobile, input: value });
    return z.NEVER;
  });

const purposeField = z.enum(MOBILE_CODE_PURPOSES, { error: mobileAuthMessages.badPurpose });

/** The 6-digit SMS code; longer text is refused before the pattern runs. */
const smsCodeField = z
  .string({ error: messages.otpRequired })
  .trim()
  .min(1, messages.otpRequired)
  .max(6, { error: messages.enterValidOtp, abort: true })
  .regex(/^\d{6}$/, messages.enterValidOtp);

/** An optional name for an account the code creates ('' or absent: none yet). */
const optionalNameField = z
  .string({ error: messages.nameTooLong })
  .trim()
  .max(NAME_MAX_LENGTH, { error: messages.nameTooLong, abort: true })
  .optional();

/** `POST /api/mobile/send-code`: the number as typed and what the code is for (`link` needs a session). */
export const sendMobileCodeSchema = z.object(
  { mobileNumber: mobileNumberField, purpose: purposeField },
  bodyError,
);

/**
 * `POST /api/mobile/verify-code`: the number, the 6-digit code, its purpose, and optionally the
 * names of an account `sign_in` creates (ignored for a known number and for `link`).
 */
export const verifyMobileCodeSchema = z.object(
  {
    mobileNumber: mobileNumberField,
    code: smsCodeField,
    purpose: purposeField,
    firstName: optionalNameField,
    lastName: optionalNameField,
  },
  bodyError,
);

export type SendMobileCodeRequest = z.input<typeof sendMobileCodeSchema>;
export type VerifyMobileCodeRequest = z.input<typeof verifyMobileCodeSchema>;

/** 200 of send-code: seconds until another code may be asked for the number. */
export interface SendMobileCodeResponse {
  success: true;
  message: string;
  resendAfterSeconds: number;
}

/** 200 of verify-code for `link`. */
export interface LinkMobileResponse {
  success: true;
  message: string;
}

/**
 * 200 of verify-code for `sign_in`: the answer of `POST /api/login` (`data`: token and user; the
 * e-mail is `''` on an account made by mobile alone) and `newAccount`, true when this code made the account.
 */
export interface MobileSignInResponse {
  success: true;
  message: string;
  data: LoginData;
  newAccount: boolean;
}

/**
 * `data` of `GET /api/my-profile`: the profile, the verified mobile number (10 digits) or null,
 * whether the shopper opted in to order updates on WhatsApp, and the account's language.
 */
export interface MyProfileData extends ProfileData {
  mobileNumber: string | null;
  whatsappOptIn: boolean;
  locale: Locale;
}
