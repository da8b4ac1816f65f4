/**
 * ESLint checks the shop's regular expressions only (docs/decisions/0020): no pattern may
 * backtrack or move super-linearly, and none may hold a likely mistake. Biome stays the linter
 * and formatter for everything else, so no other rule belongs here.
 */
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

/** The folders checked (the same list `npm run lint` passes to ESLint). */
const sources = ['contract/src', 'server/src', 'server/scripts', 'web/src', 'bench'];

export default [
  { ignores: ['**/dist/', '**/dist-ssr/', '**/node_modules/', 'bench/.data/'] },
  {
    files: sources.map((folder) => `${folder}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}`),
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { regexp },
    rules: {
      // Cost: exponential or polynomial backtracking, and quadratic moves of an unanchored search.
      // "potential" also reports what a rejecting suffix would expose when the pattern's use is
      // unknown (a pattern handed to zod's .regex() or kept in a constant).
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
      // Likely mistakes (the plugin's "Possible Errors" that it recommends), not style.
      'regexp/no-contradiction-with-assertion': 'error',
      'regexp/no-dupe-disjunctions': 'error',
      'regexp/no-empty-alternative': 'error',
      'regexp/no-empty-capturing-group': 'error',
      'regexp/no-empty-character-class': 'error',
      'regexp/no-empty-group': 'error',
      'regexp/no-empty-lookarounds-assertion': 'error',
      'regexp/no-escape-backspace': 'error',
      'regexp/no-invalid-regexp': 'error',
      'regexp/no-lazy-ends': 'error',
      'regexp/no-misleading-capturing-group': 'error',
      'regexp/no-misleading-unicode-character': 'error',
      'regexp/no-missing-g-flag': 'error',
      'regexp/no-optional-assertion': 'error',
      'regexp/no-potentially-useless-backreference': 'error',
      'regexp/no-useless-assertions': 'error',
      'regexp/no-useless-backreference': 'error',
      'regexp/no-useless-dollar-replacements': 'error',
    },
  },
];
