/** The contact form: one schema for the React form and the Fastify request. */
import { z } from 'zod';
import { PHONE_LENGTH } from './constants.ts';
import { emailField } from './email.ts';
import { bodyError, requiredText } from './fields.ts';
import { messages } from './messages.ts';

/** Longest message accepted (characters). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** `POST /contact`: name, email, optional 10-digit phone, message; long text refused first (ADR 0020). */
export const contactSchema = z.object(
  {
    name: requiredText(messages.nameRequired, 100, messages.textTooLong),
    email: emailField(messages.enterValidEmail),
    phone: z
      .string({ error: messages.enterValidPhone })
      .trim()
      .max(PHONE_LENGTH, { error: messages.enterValidPhone, abort: true })
      .refine((value) => value === '' || /^\d{10}$/.test(value), messages.enterValidPhone)
      .default(''),
    message: requiredText(messages.messageRequired, CONTACT_MESSAGE_MAX_LENGTH, messages.messageTooLong),
  },
  bodyError,
);

export type ContactRequest = z.input<typeof contactSchema>;
