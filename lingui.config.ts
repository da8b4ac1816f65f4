import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { messageMapExtractor } from './scripts/i18n/message-map-extractor.ts';

/**
 * The shop's translation catalogues (docs/decisions/0065-three-languages.md): English is the
 * source, Hindi and Punjabi (Gurmukhi) the translations. `npm run i18n:extract` refreshes them
 * from the code; a test fails on any message without a translation.
 * - contract: the shared message maps (API answers, validation), ids = their keys;
 * - web: the storefront's own words (Lingui macros; the back office stays English);
 * - server: mails, the pages the server writes (COD confirm, invoices' headings, page titles).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pa'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  extractors: [messageMapExtractor, babel],
  catalogs: [
    {
      path: '<rootDir>/contract/locales/{locale}',
      include: ['<rootDir>/contract/src/message-catalogue.ts'],
    },
    {
      path: '<rootDir>/web/src/locales/{locale}',
      include: ['<rootDir>/web/src'],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/web/src/features/admin',
        '<rootDir>/web/src/test',
      ],
    },
    {
      path: '<rootDir>/contract/locales/server/{locale}',
      include: ['<rootDir>/server/src/i18n/message-catalogue.ts'],
    },
  ],
});
