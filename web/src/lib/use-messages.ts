import { useLingui } from '@lingui/react';
import type { MessageMapName, shopperMessageMaps } from '@shahi/contract/i18n';
import { useMemo } from 'react';
import { translatedMap } from './i18n.ts';

/**
 * The contract's message map `name` in the page's language, for a component:
 * `const m = useMessages('messages'); m.invalidCredentials`. See translatedMap.
 */
export function useMessages<N extends MessageMapName>(name: N): (typeof shopperMessageMaps)[N] {
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new locale is a new map.
  return useMemo(() => translatedMap(name), [name, i18n.locale]);
}
