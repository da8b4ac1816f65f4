/**
 * The contract's shopper-facing message maps as one translatable catalogue (ADR 0065). Each
 * entry's id is its key in `messages` (`invalidCredentials`) or `<map>.<key>` in the others
 * (`cod.lapsed`); English is the source text. A message that is a function becomes an ICU message
 * with positional arguments (`notServed(pin)` → `We can't deliver to {0} yet`). The API keeps
 * answering the English text and names its id as `code`; the storefront shows the translation.
 * The back office's maps (admin…) are not here: it stays English.
 */
import { claimMessages } from './claim-schemas.ts';
import { codMessages } from './cod.ts';
import { senderMessages } from './fields.ts';
import { grievanceMessages } from './grievance-schemas.ts';
import { messages } from './messages.ts';
import { mobileAuthMessages } from './mobile-auth-schemas.ts';
import { notifyMessages } from './notify-schemas.ts';
import { pinCodeMessages, storefrontMessages } from './pincode-schemas.ts';
import { requestMessages } from './request-schemas.ts';
import { deliveryMessages } from './shipping-schemas.ts';

// biome-ignore lint/suspicious/noExplicitAny: a message function takes any printable arguments.
type MessageFunction = (...args: any[]) => string;
type MessageMap = Record<string, string | MessageFunction>;

/** The maps, by the name that prefixes their ids. Order matters: a text in two maps is coded by the first. */
export const shopperMessageMaps = {
  messages,
  sender: senderMessages,
  pinCode: pinCodeMessages,
  storefront: storefrontMessages,
  delivery: deliveryMessages,
  cod: codMessages,
  claim: claimMessages,
  grievance: grievanceMessages,
  notify: notifyMessages,
  request: requestMessages,
  mobile: mobileAuthMessages,
} as const satisfies Record<string, MessageMap>;

export type MessageMapName = keyof typeof shopperMessageMaps;

/** The catalogue id of `key` in map `map`: `key` in `messages`, else `map.key`. */
export function messageId(map: MessageMapName, key: string): string {
  return map === 'messages' ? key : `${map}.${key}`;
}

/** One entry of the catalogue: its id, and its English text or function. */
export interface MessageEntry {
  id: string;
  map: MessageMapName;
  key: string;
  english: string | MessageFunction;
}

/** Every entry, maps in order, keys in source order. */
export function messageEntries(): MessageEntry[] {
  const entries: MessageEntry[] = [];
  for (const [map, values] of Object.entries(shopperMessageMaps) as [MessageMapName, MessageMap][])
    for (const [key, english] of Object.entries(values))
      entries.push({ id: messageId(map, key), map, key, english });
  return entries;
}

/**
 * The ICU source of a function message: called with `{0}`, `{1}`… in place of its arguments.
 * Undefined when the function does more than place them (formats a number, say): such a message
 * stays English, and the catalogue test lists it.
 */
export function icuSourceOf(english: string | MessageFunction): string | undefined {
  if (typeof english === 'string') return english;
  const placeholders = Array.from({ length: english.length }, (_, index) => `{${index}}`);
  const text = english(...placeholders);
  return placeholders.every((placeholder) => text.includes(placeholder)) ? text : undefined;
}

let codes: Map<string, string> | undefined;

/**
 * The id of an English message text of the catalogue (`'Invalid email or password'` →
 * `invalidCredentials`); undefined for a text the catalogue does not hold (a built sentence, a
 * back-office message). Used for the API's `code` and by the storefront to translate an answer.
 */
export function messageCodeOf(text: string): string | undefined {
  if (!codes) {
    codes = new Map();
    for (const entry of messageEntries())
      if (typeof entry.english === 'string' && !codes.has(entry.english)) codes.set(entry.english, entry.id);
  }
  return codes.get(text);
}
