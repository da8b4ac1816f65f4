/**
 * A message map of the server's catalogue (message-catalogue.ts) in one language, with the same
 * keys and shapes as its English source, so sync code (mail templates, PDF drawing) uses it like the
 * English map (ADR 0065). A message the catalogue lacks stays English.
 */
import type { Translate } from './translate.ts';

// biome-ignore lint/suspicious/noExplicitAny: a message function takes any printable arguments.
type MessageFunction = (...args: any[]) => string;

/**
 * `map` (ids `<prefix>.<key>`) through `t`: each string entry's translation, each function entry a
 * function placing its arguments as `{0}`, `{1}`… in the translation; English where `t` has none.
 */
export function translatedMap<T extends Record<string, string | MessageFunction>>(
  prefix: string,
  map: T,
  t: Translate,
): T {
  const out: Record<string, string | MessageFunction> = {};
  for (const [key, english] of Object.entries(map)) {
    const id = `${prefix}.${key}`;
    if (typeof english === 'string') {
      const text = t(id);
      out[key] = text === id ? english : text;
    } else {
      out[key] = (...args: unknown[]) => {
        const values = Object.fromEntries(args.map((value, index) => [String(index), String(value)]));
        const text = t(id, values);
        return text === id ? english(...args) : text;
      };
    }
  }
  return out as T;
}
