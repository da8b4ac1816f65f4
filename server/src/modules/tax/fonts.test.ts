import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './fonts.ts';

const require = createRequire(import.meta.url);
const woffPath = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff');

/** OpenType table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function tableChecksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font to the bytes its checksum names', async () => {
    const woff = await readFile(woffPath);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    expect(numTables).toBeGreaterThan(8);
    for (let index = 0; index < numTables; index += 1) {
      const record = 12 + index * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      expect(offset % 4, tag).toBe(0);
      // 'head' holds the whole font's checksum adjustment, left out of its own checksum.
      if (tag === 'head') continue;
      expect(tableChecksum(sfnt.subarray(offset, offset + length)), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO and more bytes than a header', 'latin1'))).toThrow(
      /not a WOFF/,
    );
  });
});
