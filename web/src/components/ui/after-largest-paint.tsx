import { createContext, type ReactNode, useContext } from 'react';
import { AFTER_LARGEST_PAINT_ATTRIBUTE } from '#web/lib/after-largest-paint.ts';

/** True while the server renders a page (entry-server.tsx); false in the browser. */
export const ServerRenderContext = createContext(false);

/**
 * Pictures the page does not fetch before its largest paint (lib/after-largest-paint.ts): on the
 * server they are rendered into an inert `<template>`, which the browser puts in place before the
 * app hydrates; in the browser they are drawn `when` the component says so (at once by default).
 */
export function AfterLargestPaint({ children, when = true }: { children: ReactNode; when?: boolean }) {
  const onServer = useContext(ServerRenderContext);
  if (onServer) return <template {...{ [AFTER_LARGEST_PAINT_ATTRIBUTE]: '' }}>{children}</template>;
  return when ? children : null;
}
