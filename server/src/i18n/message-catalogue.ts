/**
 * The server's own translatable words as one catalogue (ADR 0065): mails, the pages it writes
 * (COD confirm, page titles), the invoice's headings. Ids are `<map>.<key>`; English is the source;
 * a function's arguments become `{0}`, `{1}`… (see contract/src/message-catalogue.ts).
 */

import { invoiceMessages } from './invoice-messages.ts';
import { mailMessages } from './mail-messages.ts';
import { pageMessages } from './page-messages.ts';
import { smsMessages } from './sms-messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: a message function takes any printable arguments.
type MessageFunction = (...args: any[]) => string;
type MessageMap = Record<string, string | MessageFunction>;

/** The maps, by the name that prefixes their ids. */
export const serverMessageMaps = {
  mail: mailMessages,
  page: pageMessages,
  invoice: invoiceMessages,
  sms: smsMessages,
} as const satisfies Record<string, MessageMap>;

export type ServerMessageMapName = keyof typeof serverMessageMaps;

/** Every entry of the server's catalogue, maps in order. */
export function messageEntries() {
  return Object.entries(serverMessageMaps).flatMap(([map, values]) =>
    Object.entries(values as MessageMap).map(([key, english]) => ({
      id: `${map}.${key}`,
      map,
      key,
      english,
    })),
  );
}

export { icuSourceOf } from '@shahi/contract/i18n';
