/**
 * The in-process search index of a large catalogue (ADR 0017): each piece's title, availability,
 * category, sale flag and position in every listing order, and trigram postings of the titles, so a
 * search reads only its page's rows from the database, by id.
 *
 * Kept in step by LISTEN/NOTIFY on its own connection (migration 0008): a status change flips one
 * piece in place; any other change a listing sees stops the index answering until it is read again.
 * After a catalogue write of its own, an instance answers from the database until its marker comes
 * back on the channel, so it never lists a piece after its own sale.
 *
 * Answers only catalogues of at least `minPieces` (SEARCH_INDEX_MIN_PIECES), searches with a word of
 * three or more characters, and words JavaScript and PostgreSQL lower alike (ASCII, or characters
 * without case such as Gurmukhi). Anything else returns undefined: ask the database.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ProductListQuery } from '@shahi/contract';
import { eq, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listingOrder, searchWords } from './listing-query.ts';
import { onCatalogueChanged } from './read-cache.ts';
import { categories, products } from './tables.ts';

/** The NOTIFY channel of catalogue changes (migration 0008). */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

/** How the index's connection names itself to PostgreSQL (pg_stat_activity). */
export const SEARCH_INDEX_APPLICATION_NAME = 'shahi-search-index';

/** Pieces indexed between two turns of the event loop while the catalogue is read. */
const READ_SLICE_PIECES = 2_000;

/** Longest a read of the catalogue (or a marker queued behind it) may take, ms. */
const READ_TIMEOUT_MS = 60_000;

/** Longest wait before reconnecting after the index's connection is lost, ms. */
const MAX_RECONNECT_DELAY_MS = 30_000;

/** The listing orders the index keeps positions for; descending title, price and date read them backwards. */
const ORDERS = {
  title: { sortBy: 'title', sortOrder: 'asc' },
  price: { sortBy: 'price', sortOrder: 'asc' },
  createdAt: { sortBy: 'createdAt', sortOrder: 'asc' },
  discountAsc: { sortBy: 'discount', sortOrder: 'asc' },
  discountDesc: { sortBy: 'discount', sortOrder: 'desc' },
} as const;
type OrderName = keyof typeof ORDERS;
const ORDER_NAMES = Object.keys(ORDERS) as OrderName[];

/** What the index knows of the catalogue at one read, pieces numbered 0..n-1. */
interface Snapshot {
  ids: string[];
  titleKeys: string[];
  pieceOf: Map<string, number>;
  /** 1 while the piece's status is 'available'; flipped in place by status notifications. */
  available: Uint8Array;
  /** Index into `categoryIds` of the piece's category, or -1 when that category is hidden. */
  categoryOf: Int32Array;
  categoryIds: Map<string, number>;
  /** 1 when the piece has an MRP above its price. */
  onSale: Uint8Array;
  /** Per order: piece → position (0-based), and position → piece. */
  rankOf: Record<OrderName, Int32Array>;
  pieceAt: Record<OrderName, Int32Array>;
  /** Three-character runs of the titles → the pieces holding them, ascending. */
  postings: Map<string, Int32Array>;
  /** A zeroed scratch array of n bytes for ordering matches. */
  marks: Uint8Array;
}

/** One page of a search as the index answers it: the page's product ids in order, and the total. */
export interface IndexedPage {
  ids: string[];
  total: number;
}

/** Whether JavaScript lowers `word` as PostgreSQL does: every character ASCII or caseless ("İ" is not). */
function lowersAlike(word: string): boolean {
  for (const char of word) {
    if (char.charCodeAt(0) > 0x7f && (char.toLowerCase() !== char || char.toUpperCase() !== char)) {
      return false;
    }
  }
  return true;
}

/** The ascending pieces in both ascending lists `a` and `b` (galloping through the longer one). */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(short.length);
  let found = 0;
  let low = 0;
  for (const piece of short) {
    let step = 1;
    let high = low;
    while (high < long.length && (long[high] as number) < piece) {
      low = high + 1;
      high += step;
      step *= 2;
    }
    high = Math.min(high, long.length - 1);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((long[middle] as number) < piece) low = middle + 1;
      else high = middle;
    }
    if (low >= long.length) break;
    if (long[low] === piece) out[found++] = piece;
  }
  return out.subarray(0, found);
}

/** The search index of one database, on its own client made from `connection`; the first search starts it. */
export class SearchIndex {
  readonly #connection: pg.ClientConfig;
  readonly #minPieces: number;
  readonly #instance = randomUUID();
  readonly #unsubscribe: () => void;
  #client: pg.Client | undefined;
  #snapshot: Snapshot | undefined;
  #started = false;
  #stopped = false;
  /** A read is running; notifications meanwhile wait in `#heldBack`. */
  #reading = false;
  #heldBack: string[] = [];
  /** A change the current snapshot lacks was heard: no answers until the next read. */
  #stale = false;
  #retryDelayMs = 1_000;
  #retryTimer: NodeJS.Timeout | undefined;
  /** Markers sent after this instance's own writes, and the last heard back. */
  #sentMarker = 0;
  #heardMarker = 0;

  constructor(connection: pg.ClientConfig, minPieces: number) {
    this.#connection = connection;
    this.#minPieces = minPieces;
    this.#unsubscribe = onCatalogueChanged(() => this.#ownWrite());
  }

  /** Whether searches are answered now (tests wait for it). */
  get ready(): boolean {
    return (
      this.#snapshot !== undefined &&
      !this.#stale &&
      this.#heardMarker >= this.#sentMarker &&
      this.#snapshot.ids.length >= this.#minPieces
    );
  }

  /**
   * The ids of `query`'s page, in order, and its total — or undefined when the index cannot answer
   * (not read yet, behind a change, a small catalogue, or a search it does not serve). The first
   * call starts the index. `categoryId` must be an active category (the service checks it).
   */
  search(query: ProductListQuery): IndexedPage | undefined {
    if (!this.#started) this.start();
    const snapshot = this.#snapshot;
    if (!snapshot || !this.ready) return undefined;
    const words = searchWords(query.search);
    if (!words.some((word) => word.length >= 3) || !words.every(lowersAlike)) return undefined;
    const lowered = words.map((word) => word.toLowerCase());
    let candidates: Int32Array | undefined;
    for (const list of this.#trigramLists(snapshot, lowered)) {
      if (!list) return { ids: [], total: 0 };
      candidates = candidates ? intersect(candidates, list) : list;
    }
    // A three-character word is its own trigram; shorter and longer words must be checked in the title.
    const unchecked = lowered.filter((word) => word.length !== 3);
    const category =
      query.filter.categoryId === undefined
        ? undefined
        : (snapshot.categoryIds.get(query.filter.categoryId.toLowerCase()) ?? -2);
    const order = this.#orderOf(query);
    const descending = query.sortOrder === 'desc' && !order.startsWith('discount');
    const rankOf = snapshot.rankOf[order];
    const last = snapshot.ids.length - 1;
    const matched: number[] = [];
    for (const piece of candidates ?? []) {
      if (snapshot.available[piece] === 0) continue;
      const pieceCategory = snapshot.categoryOf[piece] as number;
      if (pieceCategory < 0 || (category !== undefined && pieceCategory !== category)) continue;
      if (query.filter.onSale && snapshot.onSale[piece] === 0) continue;
      const title = snapshot.titleKeys[piece] as string;
      if (!unchecked.every((word) => title.includes(word))) continue;
      const rank = rankOf[piece] as number;
      matched.push(descending ? last - rank : rank);
    }
    const offset = (query.page - 1) * query.perPage;
    if (offset >= matched.length) return { ids: [], total: matched.length };
    return {
      ids: this.#firstInOrder(snapshot, matched, offset, query.perPage, order, descending),
      total: matched.length,
    };
  }

  /** Connects, listens and reads the catalogue in the background; failures retry later. */
  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    void this.#connect();
  }

  /** Closes the index's connection and forgets the catalogue. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe();
    clearTimeout(this.#retryTimer);
    this.#snapshot = undefined;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  /** For each word of three or more characters, the posting list of each of its trigrams. */
  *#trigramLists(snapshot: Snapshot, words: string[]): Generator<Int32Array | undefined> {
    const seen = new Set<string>();
    const lists: Array<Int32Array | undefined> = [];
    for (const word of words) {
      for (let at = 0; at + 3 <= word.length; at += 1) {
        const trigram = word.slice(at, at + 3);
        if (seen.has(trigram)) continue;
        seen.add(trigram);
        lists.push(snapshot.postings.get(trigram));
      }
    }
    // Shortest first: each intersection is then at most as long as the shortest list.
    lists.sort((a, b) => (a?.length ?? -1) - (b?.length ?? -1));
    yield* lists;
  }

  #orderOf(query: ProductListQuery): OrderName {
    if (query.sortBy === 'discount') return query.sortOrder === 'desc' ? 'discountDesc' : 'discountAsc';
    return query.sortBy;
  }

  /**
   * The ids of matches `offset`..`offset + count` in the order: each match's key (its position) is
   * marked in an n-byte array read from the start, one pass; a few matches are sorted instead.
   */
  #firstInOrder(
    snapshot: Snapshot,
    keys: number[],
    offset: number,
    count: number,
    order: OrderName,
    descending: boolean,
  ): string[] {
    const ids: string[] = [];
    const last = snapshot.ids.length - 1;
    const pieceAt = snapshot.pieceAt[order];
    const pieceOfKey = (key: number) =>
      snapshot.ids[pieceAt[descending ? last - key : key] as number] as string;
    // Few matches: sorting their keys costs less than a pass over n bytes.
    if (keys.length * 16 < snapshot.ids.length) {
      return [
        ...Int32Array.from(keys)
          .sort()
          .subarray(offset, offset + count),
      ].map(pieceOfKey);
    }
    const { marks } = snapshot;
    for (const key of keys) marks[key] = 1;
    let seen = 0;
    for (let key = 0; key <= last && ids.length < count; key += 1) {
      if (marks[key] === 0) continue;
      if (seen >= offset) ids.push(pieceOfKey(key));
      seen += 1;
    }
    for (const key of keys) marks[key] = 0;
    return ids;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      ...this.#connection,
      application_name: SEARCH_INDEX_APPLICATION_NAME,
      // A large catalogue's read outlasts the serving pool's 5 s query limit (cut short, it would
      // only be retried forever); a database that stopped answering is still given up on.
      query_timeout: READ_TIMEOUT_MS,
    });
    this.#client = client;
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => {
      if (message.channel === CATALOG_CHANGES_CHANNEL) this.#heard(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGES_CHANNEL}`);
      this.#retryDelayMs = 1_000;
      await this.#read();
    } catch {
      this.#lost(client);
    }
  }

  /** The connection failed or ended: forget the catalogue and connect again later. */
  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#snapshot = undefined;
    this.#reading = false;
    this.#heldBack = [];
    client.end().catch(() => {});
    if (this.#stopped) return;
    this.#retryTimer = setTimeout(() => void this.#connect(), this.#retryDelayMs);
    this.#retryTimer.unref();
    this.#retryDelayMs = Math.min(this.#retryDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  }

  /**
   * Reads the catalogue afresh (one statement: one snapshot of it), then applies what was heard
   * meanwhile in the order it was committed; reads again if a change it may lack came meanwhile.
   */
  async #read(): Promise<void> {
    const client = this.#client;
    if (!client || this.#reading) return;
    this.#reading = true;
    // The read below sees every write of this instance committed before it began.
    const markerAtStart = this.#sentMarker;
    let snapshot: Snapshot;
    try {
      snapshot = await readSnapshot(client);
    } catch {
      this.#lost(client);
      return;
    }
    if (this.#client !== client) return;
    this.#reading = false;
    // Stale until now: the old snapshot lacks the change that started this read.
    this.#stale = false;
    this.#snapshot = snapshot;
    this.#heardMarker = Math.max(this.#heardMarker, markerAtStart);
    const heldBack = this.#heldBack;
    this.#heldBack = [];
    // A change the read may lack (a held-back `pieces`) starts the next read from here.
    for (const payload of heldBack) this.#heard(payload);
  }

  /** One notification: `status <id> <status>`, `pieces` (anything else), or a marker. */
  #heard(payload: string): void {
    if (this.#reading) {
      this.#heldBack.push(payload);
      return;
    }
    const [kind, first, second] = payload.split(' ');
    if (kind === 'marker') {
      if (first === this.#instance) this.#heardMarker = Math.max(this.#heardMarker, Number(second));
      return;
    }
    const piece = kind === 'status' && first ? this.#snapshot?.pieceOf.get(first) : undefined;
    if (piece !== undefined && this.#snapshot) {
      this.#snapshot.available[piece] = second === 'available' ? 1 : 0;
      return;
    }
    // A new piece, an edit, a hidden category, or a status of a piece not read (archived before).
    this.#stale = true;
    void this.#read();
  }

  /** This instance committed a catalogue write: answer from the database until its marker returns. */
  #ownWrite(): void {
    const client = this.#client;
    if (!client) return;
    this.#sentMarker += 1;
    // A failed marker means a failed connection: #lost reads everything again.
    try {
      client
        .query('SELECT pg_notify($1, $2)', [
          CATALOG_CHANGES_CHANNEL,
          `marker ${this.#instance} ${this.#sentMarker}`,
        ])
        .catch(() => this.#lost(client));
    } catch {
      this.#lost(client);
    }
  }
}

/** A snapshot row: id, title_key, available, category id, category active, on sale, then a position per order. */
type SnapshotRow = [string, string, boolean, string, boolean, boolean, ...number[]];

/** Reads every piece but archived ones, with its position in each order, into a snapshot. */
async function readSnapshot(client: pg.Client): Promise<Snapshot> {
  const positionIn = (order: OrderName) =>
    sql<number>`(row_number() over (order by ${sql.join(listingOrder(ORDERS[order]), sql`, `)}) - 1)::int`;
  const statement = drizzle(client)
    .select({
      id: products.id,
      titleKey: products.titleKey,
      available: sql<boolean>`${products.status} = 'available'`,
      categoryId: products.categoryId,
      categoryActive: categories.active,
      onSale: sql<boolean>`coalesce(${products.mrpPaise} > ${products.pricePaise}, false)`,
      // One position per order, in ORDER_NAMES' order (read back by index below).
      ...Object.fromEntries(ORDER_NAMES.map((name) => [name, positionIn(name)])),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(ne(products.status, 'archived'))
    .toSQL();
  // Rows as arrays: Drizzle's mapping of a large catalogue into objects holds the event loop in one piece.
  const { rows: arrays } = await client.query<SnapshotRow>({
    text: statement.sql,
    values: statement.params,
    rowMode: 'array',
  });
  const n = arrays.length;
  const rankOf = Object.fromEntries(ORDER_NAMES.map((name) => [name, new Int32Array(n)])) as Record<
    OrderName,
    Int32Array
  >;
  const pieceAt = Object.fromEntries(ORDER_NAMES.map((name) => [name, new Int32Array(n)])) as Record<
    OrderName,
    Int32Array
  >;
  const snapshot: Snapshot = {
    ids: new Array<string>(n),
    titleKeys: new Array<string>(n),
    pieceOf: new Map(),
    available: new Uint8Array(n),
    categoryOf: new Int32Array(n),
    categoryIds: new Map(),
    onSale: new Uint8Array(n),
    rankOf,
    pieceAt,
    postings: new Map(),
    marks: new Uint8Array(n),
  };
  const lists = new Map<string, number[]>();
  for (const [piece, array] of arrays.entries()) {
    // Other requests run between slices: at 100,000 pieces the loop takes a noticeable time.
    if (piece % READ_SLICE_PIECES === 0) await yieldToEventLoop();
    const [id, titleKey, available, categoryId, categoryActive, onSale, ...positions] = array;
    snapshot.ids[piece] = id;
    snapshot.titleKeys[piece] = titleKey;
    snapshot.pieceOf.set(id, piece);
    snapshot.available[piece] = available ? 1 : 0;
    snapshot.onSale[piece] = onSale ? 1 : 0;
    let category = snapshot.categoryIds.get(categoryId);
    if (category === undefined) {
      category = snapshot.categoryIds.size;
      snapshot.categoryIds.set(categoryId, category);
    }
    snapshot.categoryOf[piece] = categoryActive ? category : -1;
    for (const [at, name] of ORDER_NAMES.entries()) {
      const position = positions[at] as number;
      rankOf[name][piece] = position;
      pieceAt[name][position] = piece;
    }
    for (let at = 0; at + 3 <= titleKey.length; at += 1) {
      const trigram = titleKey.slice(at, at + 3);
      let list = lists.get(trigram);
      if (!list) {
        list = [];
        lists.set(trigram, list);
      }
      if (list[list.length - 1] !== piece) list.push(piece);
    }
  }
  for (const [trigram, list] of lists) snapshot.postings.set(trigram, Int32Array.from(list));
  return snapshot;
}
