/** The contact form (issue 6 §1): one schema for the React form and the Fastify request. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** Longest message accepted (characters). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** `POST /contact`: name, email, optional 10-digit phone, message. */
export const contactSchema = z.object(
  {
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .max(100, messages.textTooLong),
    email: z
      .string({ error: messages.emailRequired })
      .trim()
      .min(1, messages.emailRequired)
      .max(EMAIL_MAX_LENGTH, messages.emailTooLong)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.enterValidEmail)
      .transform((value) => value.toLowerCase()),
    phone: z
      .string({ error: messages.enterValidPhone })
      .trim()
      .refine((value) => value === '' || /^\d{10}$/.test(value), messages.enterValidPhone)
      .default(''),
    message: z
      .string({ error: messages.messageRequired })
      .trim()
      .min(1, messages.messageRequired)
      .max(CONTACT_MESSAGE_MAX_LENGTH, messages.messageTooLong),
  },
  { error: 'The request body must be a JSON object' },
);

export type ContactRequest = z.input<typeof contactSchema>;
