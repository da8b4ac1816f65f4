type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener>; list: MediaQueryList }>();
let matcher: (query: string) => boolean = () => false;

/** Replaces window.matchMedia (absent from jsdom); `matches` decides each query's answer. */
export function mockMatchMedia(matches: (query: string) => boolean): void {
  matcher = matches;
  lists.clear();
  window.matchMedia = (query: string) => {
    const listeners = new Set<Listener>();
    const list = {
      get matches() {
        return matcher(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.add({ query, listeners, list });
    return list;
  };
}

/** Changes the answers and tells every listening media query list, as a window resize would. */
export function changeMatchMedia(matches: (query: string) => boolean): void {
  matcher = matches;
  for (const { query, listeners, list } of lists) {
    for (const listener of listeners) {
      listener({ matches: matches(query), media: query, target: list } as unknown as MediaQueryListEvent);
    }
  }
}
