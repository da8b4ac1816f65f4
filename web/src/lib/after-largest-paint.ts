/**
 * Pictures that wait for the page's largest paint (docs/decisions/0011, 0050). In the server's
 * markup they sit in `<template data-after-largest-paint>`: parsed, but not fetched, so they do not
 * share the network with the largest picture (lazy pictures near the viewport would). Once that
 * picture has painted — or before the app starts, whichever is first — boot.ts puts them in place,
 * and the browser fetches them as the `<img>` attributes say (most lazily). The app's hydration then
 * finds them where its components draw them (components/ui/after-largest-paint.tsx).
 */

/** The attribute that marks such a template in the server's markup. */
export const AFTER_LARGEST_PAINT_ATTRIBUTE = 'data-after-largest-paint';

let shown = false;

/** Replaces every waiting template under `root` with its content; safe to call again. */
export function showPicturesAfterLargestPaint(root: ParentNode = document): void {
  const templates = root.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_LARGEST_PAINT_ATTRIBUTE}]`);
  for (const template of templates) template.replaceWith(template.content);
  if (templates.length > 0) shown = true;
}

/**
 * Whether pictures held back by the server were put in place on this page (the app's first
 * render, a hydration, then draws them at once); false where there were none, as on a page the
 * browser renders itself.
 */
export function picturesAfterLargestPaintShown(): boolean {
  return shown;
}
