/**
 * Typos in a listing's search (ADR 0053): when its words list nothing, each word of four or more
 * characters that no listed title holds is replaced by the closest word of the listed titles, and
 * the listing is read again with the corrected words — "phulkri" lists the phulkari pieces, in the
 * listing's own order, paged and counted as any search. Closest: of the listed titles whose trigrams
 * hold the word's at WORD_SIMILARITY or more (pg_trgm's `<%`, through the trigram index), the word
 * most `similarity()` to it. Trigrams take letters and digits as the database's locale sees them: in
 * the embedded cluster's C locale, Latin letters and digits only.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { searchWords, titleContains } from './listing-query.ts';
import { categories, products } from './tables.ts';

/**
 * Least pg_trgm word similarity of a title to a word for its words to be candidates. pg_trgm's
 * default (0.6) misses most one-letter typos of six- to eight-letter words ("duptta" is 0.5 to
 * "dupatta"); the lower, the more unrelated titles come in.
 */
const WORD_SIMILARITY = 0.5;

/** Shortest word corrected, in characters: shorter ones share too few trigrams to tell a typo. */
const MIN_CORRECTED_LENGTH = 4;

/**
 * Listed titles close to a word that its correction is chosen from: the first found, not the
 * closest (ranking every close title would cost as much as a broad search); bounds a typo's cost.
 */
const SAMPLE_TITLES = 200;

/** The piece is listed: available, in a shown category. */
const listed = and(eq(products.status, 'available'), eq(categories.active, true));

/**
 * `word` as typed when a listed title holds it, else the title word closest to it, lowercase (ties:
 * the most frequent in the sample, then A–Z), else as typed.
 */
async function correctedWord(db: Pick<Database, 'execute'>, word: string): Promise<string> {
  const typed = sql`lower(${word}::text)`;
  const { rows } = await db.execute<{ word: string }>(sql`
    SELECT CASE
      WHEN EXISTS (
        SELECT 1 FROM ${products} JOIN ${categories} ON ${categories.id} = ${products.categoryId}
        WHERE ${listed} AND ${titleContains(products.titleKey, word)}
      ) THEN ${word}::text
      ELSE coalesce((
        SELECT token
        FROM (
          SELECT ${products.titleKey} AS title_key
          FROM ${products} JOIN ${categories} ON ${categories.id} = ${products.categoryId}
          WHERE ${listed} AND ${typed} <% ${products.titleKey}
          LIMIT ${SAMPLE_TITLES}
        ) AS sample, regexp_split_to_table(sample.title_key, '[^[:alnum:]]+') AS token
        WHERE token <> ''
        GROUP BY token
        ORDER BY similarity(token, ${typed}) DESC, count(*) DESC, token
        LIMIT 1
      ), ${word}::text)
    END AS word`);
  return rows[0]?.word ?? word;
}

/**
 * `search` with each of its words (searchWords, at most 8) of MIN_CORRECTED_LENGTH or more that no
 * listed title holds replaced by its correction, or undefined when no word changes (there is nothing
 * else to read). One transaction; one statement a word, one after the other.
 */
export async function correctedSearch(db: Database, search: string): Promise<string | undefined> {
  const words = searchWords(search);
  if (!words.some((word) => [...word].length >= MIN_CORRECTED_LENGTH)) return undefined;
  const corrected = await db.transaction(async (tx) => {
    // `<%` reads its threshold from this setting; SET LOCAL ends with the transaction.
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`));
    const each: string[] = [];
    for (const word of words) {
      each.push([...word].length < MIN_CORRECTED_LENGTH ? word : await correctedWord(tx, word));
    }
    return each;
  });
  return corrected.some((word, at) => word !== words[at]) ? corrected.join(' ') : undefined;
}
