/**
 * Fetching a server-rendered page's chunks ahead of the app, one per task (docs/decisions/0050).
 * `<link rel="prefetch">` only fills the HTTP cache, from which the app's imports are then served;
 * `modulepreload` also had each answer processed as a module script on the main thread as it
 * arrived (tasks of 10–15 ms here, 100–150 ms on Lighthouse's calibrated phone CPU). Inserting a
 * link starts its fetch there and then, 2–5 ms of main thread each: ~18 links in one go made a
 * task of 15–27 ms, so one goes in per task.
 */

/** Resolves in a later task, so the browser can paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Appends a `<link rel="prefetch" crossorigin>` to `<head>` for each URL of `hrefs` (script URLs,
 * in the order given, as the app's module imports will ask for them), one per task; resolves once
 * all are in.
 */
export async function prefetchChunks(hrefs: readonly string[]): Promise<void> {
  for (const [position, href] of hrefs.entries()) {
    if (position > 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
