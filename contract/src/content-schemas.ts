/** The contact form: one schema for the React form and the Fastify request. */
import { z } from 'zod';
import { PHONE_LENGTH } from './constants.ts';
import { emailField } from './email.ts';
import { messages } from './messages.ts';

/** Longest message accepted (characters). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** `POST /contact`: name, email, optional 10-digit phone, message; long text refused first (ADR 0020). */
export const contactSchema = z.object(
  {
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .max(100, { error: messages.textTooLong, abort: true }),
    email: emailField(messages.enterValidEmail),
    phone: z
      .string({ error: messages.enterValidPhone })
      .trim()
      .max(PHONE_LENGTH, { error: messages.enterValidPhone, abort: true })
      .refine((value) => value === '' || /^\d{10}$/.test(value), messages.enterValidPhone)
      .default(''),
    message: z
      .string({ error: messages.messageRequired })
      .trim()
      .min(1, messages.messageRequired)
      .max(CONTACT_MESSAGE_MAX_LENGTH, { error: messages.messageTooLong, abort: true }),
  },
  { error: 'The request body must be a JSON object' },
);

export type ContactRequest = z.input<typeof contactSchema>;
