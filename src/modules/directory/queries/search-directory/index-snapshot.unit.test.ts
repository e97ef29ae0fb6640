import { describe, expect, it } from 'vitest';
import { createPause, type Pause } from './cooperative-pause.ts';
import { createSnapshotDecoder, encodeIndexSnapshot, type IndexSnapshot } from './index-snapshot.ts';
import type { TextIndexState } from './text-index.ts';

/**
 * The snapshot's sections are decoded part by part as the store reads them (decision 027), so a
 * part may end anywhere: inside a varint, inside a UTF-8 character, between two values. Whatever
 * the cuts, the decoded snapshot is the one encoded; a section with bytes missing or left over is
 * refused.
 */
const text = (lexemes: string[], offsets: number[], entries: number[], codes: number[]): TextIndexState => ({
  lexemes,
  offsets: Uint32Array.from(offsets),
  entries: Uint32Array.from(entries),
  scoreCodes: Uint8Array.from(codes),
  scoreTable: Float32Array.from([0.5, 0.25, 0.125]),
});

// Entry 200,000 takes a 3-byte varint and the step back to 0 between two lexemes a negative one;
// the lexemes hold 2- and 3-byte UTF-8 characters.
const SNAPSHOT: IndexSnapshot = {
  version: 42n,
  options: [
    ['region', 'europe'],
    ['role', 'cpo'],
    ['industries', 'saas'],
  ],
  entries: {
    ids: ['0b6f…-1', 'ümlaut-2', '北京-3'],
    positions: Uint32Array.from([0, 5, 200_000]),
    approvedAt: Float64Array.from([1.7e12, 1.6e12, 1.5e12]),
    stale: Uint8Array.from([0, 1, 0]),
    codeCounts: Uint16Array.from([2, 1, 0]),
    codes: Uint32Array.from([0, 2, 1]),
    cards: ['["Jörg","Müller","VP, \\"Talent\\"","Grew 北京\\n",1700000000123456]', '["A","B","C","",1]', '[]'],
    order: Uint32Array.from([200_000, 0, 5]),
    texts: {
      search_public: text(['müller', '北京', 'talent'], [0, 2, 3, 5], [0, 200_000, 5, 0, 200_000], [0, 1, 0, 2, 1]),
      search: text(['a', 'straße'], [0, 1, 3], [200_000, 0, 5], [2, 2, 0]),
    },
  },
};

/** Every section cut into parts of `size` bytes, fed in part order (sections in reverse, to show their order does not matter). */
async function decodeInParts(sections: Map<string, Buffer>, size: number, pause?: Pause): Promise<IndexSnapshot> {
  const decoder = createSnapshotDecoder(sections.get('meta')!);
  for (const [name, bytes] of [...sections].reverse()) {
    if (name === 'meta') continue;
    // Parts are decoded from one buffer the reader reuses: each part overwrites the last.
    const reused = Buffer.alloc(size);
    for (let at = 0; at < bytes.length; at += size) {
      const part = bytes.subarray(at, at + size);
      part.copy(reused);
      decoder.part(name, reused.subarray(0, part.length));
    }
  }
  return decoder.finish(pause);
}

/** The snapshot as plain values (a 16-bit codes array compares equal to the 32-bit one it came from). */
const plain = (snapshot: IndexSnapshot) => JSON.parse(JSON.stringify(snapshot, (_key, value: unknown) => (ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : typeof value === 'bigint' ? value.toString() : value)));

describe('the index snapshot decoder', () => {
  it('decodes the snapshot encoded, whatever the size of the parts it arrives in', async () => {
    const sections = encodeIndexSnapshot(SNAPSHOT);
    for (const size of [1, 2, 3, 5, 7, 64, 1 << 20]) expect(plain(await decodeInParts(sections, size)), `parts of ${size} bytes`).toEqual(plain(SNAPSHOT));
  });

  it('refuses a section with bytes missing or left over, or one its meta does not name', async () => {
    const sections = encodeIndexSnapshot(SNAPSHOT);
    const withSection = (name: string, bytes: Buffer) => new Map([...sections, [name, bytes]]);
    const entries = sections.get('search.entries')!;
    await expect(decodeInParts(withSection('search.entries', entries.subarray(0, entries.length - 1)), 3)).rejects.toThrow(/varints of search.entries end early/);
    await expect(decodeInParts(withSection('search.entries', Buffer.concat([entries, Buffer.from([0])])), 3)).rejects.toThrow(/bytes left after the varints/);
    const positions = sections.get('positions')!;
    await expect(decodeInParts(withSection('positions', positions.subarray(0, 8)), 3)).rejects.toThrow(/8 bytes for 3 u32 in positions/);
    await expect(decodeInParts(withSection('positions', Buffer.concat([positions, Buffer.alloc(4)])), 3)).rejects.toThrow(/more than 12 bytes/);
    await expect(decodeInParts(withSection('unknown', Buffer.from([1])), 3)).rejects.toThrow(/unknown is not in its meta/);
    const ids = sections.get('ids')!;
    await expect(decodeInParts(withSection('ids', ids.subarray(0, ids.indexOf(0))), 3)).rejects.toThrow(/ids holds 1 values, not 3/);
  });

  it('gives the event loop turns while it checks a large snapshot, and decodes it all the same', async () => {
    // 300,000 entries, each posted once in both columns under one lexeme: ~1,000,000 values to check.
    const count = 300_000;
    const positions = Uint32Array.from({ length: count }, (_, i) => i);
    const postings = (): TextIndexState => ({
      lexemes: ['talent'],
      offsets: Uint32Array.from([0, count]),
      entries: positions,
      scoreCodes: new Uint8Array(count),
      scoreTable: Float32Array.from([0.5]),
    });
    const large: IndexSnapshot = {
      version: 7n,
      options: [['region', 'europe']],
      entries: {
        ids: Array.from({ length: count }, (_, i) => `id-${i}`),
        positions,
        approvedAt: new Float64Array(count),
        stale: new Uint8Array(count),
        codeCounts: new Uint16Array(count).fill(1),
        codes: new Uint32Array(count),
        cards: Array.from({ length: count }, (_, i) => `["First ${i}","Last","Title","",${i}]`),
        order: positions,
        texts: { search_public: postings(), search: postings() },
      },
    };
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    try {
      // A slice of 0 ms: a turn at every pause, so the count does not depend on the machine's speed.
      const decoded = await decodeInParts(encodeIndexSnapshot(large), 1 << 16, createPause(0));
      expect(decoded.entries.ids).toHaveLength(count);
      expect(decoded.entries.ids[count - 1]).toBe(`id-${count - 1}`);
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(10);
  });

  it('refuses a snapshot built by another format before reading any part', () => {
    expect(() => createSnapshotDecoder(Buffer.from(JSON.stringify({ built: 'another', version: '1', options: [], sections: {} })))).toThrow(/another format/);
  });
});
