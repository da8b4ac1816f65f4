import { useCallback, useState } from 'react';

/**
 * Whether an `<img>` has finished loading: spread `imageProps` onto it. Lets a page hold back
 * pictures that would share the network with its largest paint (hidden banner slides, gallery
 * thumbnails; docs/decisions/0011) until that picture is in. An image already complete when mounted
 * (from the cache) counts as loaded at once; one that fails counts too, so nothing waits forever.
 * `initiallyLoaded`: known to be in already (a script drew the held-back pictures before the app).
 */
export function useImageLoaded(initiallyLoaded = false) {
  const [loaded, setLoaded] = useState(initiallyLoaded);
  const ref = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) setLoaded(true);
  }, []);
  const markLoaded = useCallback(() => setLoaded(true), []);
  return { loaded, imageProps: { ref, onLoad: markLoaded, onError: markLoaded } };
}
