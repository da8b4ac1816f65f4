import type { Locale } from '@shahi/contract/i18n';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/**
 * `PUT /api/my-locale` {locale} (signed in; 401 otherwise) → the account's language, which its mails
 * and messages follow (docs/decisions/0065-three-languages.md).
 */
export async function saveMyLocale(locale: Locale): Promise<void> {
  await apiRequestEnvelope('/my-locale', { method: 'PUT', body: { locale } });
}

/** Saves the account's language. */
export function useSaveMyLocale() {
  return useMutation({ mutationFn: saveMyLocale });
}
