import { messages } from '@shahi/contract';
import type { ContactRequest } from '@shahi/contract/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/** `POST /api/contact` {name, email, phone, message} → the server's thank-you (messages.contactSent). */
export async function sendContactMessage(body: ContactRequest): Promise<string> {
  const envelope = await apiRequestEnvelope('/contact', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
  return envelope.message ?? messages.contactSent;
}

/** Sends a contact-form message; resolves with the text to thank the shopper with. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
