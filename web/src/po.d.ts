/** A Lingui catalogue imported as a module: compiled by @lingui/vite-plugin at build (ADR 0065). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
