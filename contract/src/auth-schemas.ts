/**
 * Request and form schemas of the account calls: one zod schema checks the React form and the
 * Fastify request, in the product's wording (docs/product.md#validation-and-messages).
 */
import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  USER_TYPE,
} from './constants.ts';
import { emailField } from './email.ts';
import { bodyError, requiredText } from './fields.ts';
import { messages } from './messages.ts';

/** A password of 6–128 characters; `tooShort` is worded per form. */
function passwordField(tooShort: string, required: string = messages.passwordRequired) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true });
}

/** Exactly 10 digits; longer text is refused before the pattern runs. */
const phoneNumberField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(PHONE_LENGTH, { error: messages.enterValidPhone, abort: true })
  .regex(/^\d{10}$/, messages.enterValidPhone);

const userTypeField = z.literal(USER_TYPE, { error: 'userType must be "user"' }).default(USER_TYPE);

/** `POST /login`: email, password, userType. */
export const loginSchema = z.object(
  {
    email: emailField(messages.enterValidEmail),
    password: passwordField(messages.passwordMin),
    userType: userTypeField,
  },
  bodyError,
);

/** `POST /register`: names, email, password, phoneNumber, userType. */
export const registerSchema = z.object(
  {
    firstName: requiredText(messages.firstNameRequired, NAME_MAX_LENGTH, messages.nameTooLong),
    lastName: requiredText(messages.lastNameRequired, NAME_MAX_LENGTH, messages.nameTooLong),
    email: emailField(messages.enterValidEmail),
    password: passwordField(messages.passwordMin),
    phoneNumber: phoneNumberField,
    userType: userTypeField,
  },
  bodyError,
);

/** The 6-digit code field; longer text is refused before the pattern runs. */
export const otpField = z
  .string({ error: messages.otpRequired })
  .trim()
  .min(1, messages.otpRequired)
  .max(OTP_LENGTH, { error: messages.enterValidOtp, abort: true })
  .regex(/^\d{6}$/, messages.enterValidOtp);

/**
 * The password typed at registration, sent again by the same browser with the code and with Resend:
 * optional (the spec's clients send none), with registration's limits. Given, it picks the address's
 * registration(s) it was typed with (ADR 0018).
 */
const registrationPasswordField = passwordField(messages.passwordMin).optional();

/** `POST /verify-otp`: email, otp, and optionally the password typed at registration. */
export const verifyOtpSchema = z.object(
  { email: emailField(messages.enterValidEmail), otp: otpField, password: registrationPasswordField },
  bodyError,
);

/** `POST /resend-otp`: email, and optionally the password typed at registration. */
export const resendOtpSchema = z.object(
  { email: emailField(messages.enterValidEmail), password: registrationPasswordField },
  bodyError,
);

/** `POST /forgot-password`: email. */
export const forgotPasswordSchema = z.object(
  { email: emailField(messages.enterValidEmailAddress) },
  bodyError,
);

/** The reset token as sent back from the mailed link; opaque to the client. */
const resetTokenField = z
  .string({ error: messages.resetLinkInvalid })
  .trim()
  .min(1, messages.resetLinkInvalid)
  .max(200, { error: messages.resetLinkInvalid, abort: true });

/** `POST /reset-password`: token, password. */
export const resetPasswordSchema = z.object(
  { token: resetTokenField, password: passwordField(messages.passwordMinLong) },
  bodyError,
);

/** The reset-password form: password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField(messages.passwordMinLong),
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .min(1, messages.confirmPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** `PATCH /change-password`: oldPassword, newPassword, and `token` when no bearer header is sent. */
export const changePasswordSchema = z.object(
  {
    oldPassword: z
      .string({ error: messages.fillBothPasswordFields })
      .min(1, messages.fillBothPasswordFields)
      .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true }),
    newPassword: passwordField(messages.newPasswordMinLong, messages.fillBothPasswordFields),
    token: z
      .string({ error: messages.sessionExpired })
      .max(4096, { error: messages.sessionExpired, abort: true })
      .optional(),
  },
  bodyError,
);

/** The /auth/changepassword form: old, new and confirm. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true }),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
      .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true }),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** `PUT /edit-profile`: names and phone under the registration rules, so a profile meets them (ADR 0005). */
export const editProfileSchema = z.object(
  {
    firstName: requiredText(messages.firstNameRequired, NAME_MAX_LENGTH, messages.nameTooLong),
    lastName: requiredText(messages.lastNameRequired, NAME_MAX_LENGTH, messages.nameTooLong),
    phoneNumber: phoneNumberField,
  },
  bodyError,
);

export type LoginRequest = z.input<typeof loginSchema>;
export type RegisterRequest = z.input<typeof registerSchema>;
export type VerifyOtpRequest = z.input<typeof verifyOtpSchema>;
export type ResendOtpRequest = z.input<typeof resendOtpSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type EditProfileRequest = z.input<typeof editProfileSchema>;
