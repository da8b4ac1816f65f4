/**
 * Commit messages, checked by the commit-msg hook (.husky/commit-msg) and `npm run lint:commit`:
 * Conventional Commits as the history writes them (`type(scope): subject`, the types of
 * @commitlint/config-conventional, no full stop at the end), a header of at most 72 characters, a
 * blank line before the body, body lines of at most 100 characters (a line holding a URL may be
 * longer), and a subject in the imperative: "add", not "added", "adds" or "adding".
 */

/** A set of the words in a space-separated list. */
const words = (list) => new Set(list.trim().split(/\s+/));

/** Words ending in -ed that are imperatives themselves ("embed the font"). */
const imperativesInEd = words(`
  bed bleed breed embed exceed feed heed need proceed red reseed seed shed shred speed succeed wed weed
`);

/** Words ending in -ing that are not a verb's -ing form ("bring", "string"). */
const notGerunds = words(`
  anything bring cling during everything fling king nothing ping ring sing sling something spring
  sting string swing thing wing wring
`);

/** Words ending in -s that are not a third person ("this", "always"); -ss, -us, -is, -as, -os never are. */
const notThirdPersons = words('always besides its news perhaps series sometimes species towards whereas yes');

/** Past tenses, participles and third persons without a regular ending. */
const irregulars = words(`
  became began brought broke came chose did does drew found gave got had has is knew made ran said
  sent spent told thought threw took was went were wrote
`);

/**
 * Why a subject's first word is not an imperative (`{ word, reason }`), or null when it may be one.
 * Only the first word is read, and only when it is a plain lower-case word: a code span, a number,
 * an acronym or a possessive is taken as it is.
 */
export function nonImperative(subject) {
  const first = /^[A-Za-z][a-z'-]*/.exec(subject ?? '')?.[0];
  if (!first || first.includes("'")) return null;
  const word = first.toLowerCase().split('-').pop();
  let reason = null;
  if (irregulars.has(word)) reason = 'a past tense or third person';
  else if (word.endsWith('ed') && !imperativesInEd.has(word)) reason = 'a past tense';
  else if (word.length > 4 && word.endsWith('ing') && !notGerunds.has(word)) reason = 'an -ing form';
  else if (word.length > 2 && /(?<![suiao])s$/.test(word) && !notThirdPersons.has(word)) {
    reason = 'a third person (or a plural noun)';
  }
  return reason && { word: first, reason };
}

/** commitlint rule: the subject starts with an imperative verb. */
function subjectImperative(parsed) {
  const found = nonImperative(parsed.subject);
  return [
    found === null,
    found &&
      `subject must start with an imperative ("add", "fix", "update"): "${found.word}" reads as ${found.reason}`,
  ];
}

export default {
  extends: ['@commitlint/config-conventional'],
  plugins: [{ rules: { 'subject-imperative': subjectImperative } }],
  rules: {
    'header-max-length': [2, 'always', 72],
    'body-leading-blank': [2, 'always'],
    'subject-imperative': [2, 'always'],
  },
  // The merge commits git writes itself ("Merge branch 'x'"), also when a body explains the merge:
  // commitlint's own defaults skip them only without a body.
  ignores: [(message) => /^Merge (branch|remote-tracking branch|tag|commit) \S/.test(message)],
  helpUrl: 'README.md, section "Develop"',
};
