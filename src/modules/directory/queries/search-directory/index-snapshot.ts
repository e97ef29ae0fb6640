import { StringDecoder } from 'node:string_decoder';
import { neverPause, PAUSE_EVERY, type Pause } from './cooperative-pause.ts';
import { FACETS } from './entry-columns.ts';
import type { EntriesState } from './indexed-entries.ts';
import type { TextIndexState } from './text-index.ts';

/**
 * The built facet and text index as a few large byte sections (docs/decisions/027-directory-index-snapshot.md):
 * what a process keeps in PostgreSQL after building the index from every row, so that the next
 * process reads ~15 buffers instead of every entry's search texts, and only catches up on the
 * changes since (follow-directory-changes.ts).
 *
 * Typed arrays are stored as their bytes (little-endian, as every machine this runs on), texts as
 * UTF-8 joined by a separator no value can hold. The meta section (JSON) names the format and
 * what the index was built from; a snapshot whose `built` differs from the running code's is
 * not used (a new facet, a new packing, a new order key).
 */

/** Bumped whenever a section's layout or meaning changes. */
const FORMAT = 3;

/** What the index's contents depend on besides the rows: a snapshot built under another is rebuilt from the rows. */
export const SNAPSHOT_BUILT = JSON.stringify({ format: FORMAT, facets: FACETS.map(({ facet, column, array }) => [facet, column, array]) });

/** A separator neither an id, a lexeme nor an option value can hold (PostgreSQL text has no NUL). */
const SEPARATOR = '\u0000';

/** The index as a snapshot holds it: the version it answers for, its option codes' meanings, its entries. */
export type IndexSnapshot = {
  version: bigint;
  /** By the snapshot's option code: the facet key (FACETS) and value it stands for. */
  options: readonly (readonly [string, string])[];
  entries: EntriesState;
};

type TypedArray = Uint8Array | Uint16Array | Uint32Array | Float32Array | Float64Array;
type PlainType = 'u8' | 'u16' | 'u32' | 'f32' | 'f64';
/**
 * How a section's bytes hold its values: a plain typed array; `u32delta`, 32-bit values as the
 * zigzag varints of their differences (sorted postings: ~1 byte each instead of 4); `text`,
 * strings joined by SEPARATOR.
 */
type SectionType = PlainType | 'u32delta' | 'text';
type Section = { type: SectionType; length: number };
type Meta = {
  built: string;
  version: string;
  options: (readonly [string, string])[];
  sections: Record<string, Section>;
};

const TYPES: Record<PlainType, { new (buffer: ArrayBuffer, offset: number, length: number): TypedArray; BYTES_PER_ELEMENT: number }> = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
};

const typeOf = (array: TypedArray): PlainType =>
  array instanceof Uint8Array ? 'u8' : array instanceof Uint16Array ? 'u16' : array instanceof Uint32Array ? 'u32' : array instanceof Float32Array ? 'f32' : 'f64';

/** The sections of a snapshot, by name: `meta` first, then one per array or text. */
export function encodeIndexSnapshot(snapshot: IndexSnapshot): Map<string, Buffer> {
  const { entries } = snapshot;
  const sections = new Map<string, Buffer>();
  const types: Meta['sections'] = {};
  const array = (name: string, values: TypedArray) => {
    types[name] = { type: typeOf(values), length: values.length };
    sections.set(name, Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  };
  const deltas = (name: string, values: Uint32Array) => {
    types[name] = { type: 'u32delta', length: values.length };
    sections.set(name, encodeDeltas(values));
  };
  const text = (name: string, values: readonly string[]) => {
    if (values.some((value) => value.includes(SEPARATOR))) throw new Error(`${name}: a value holds the separator`);
    types[name] = { type: 'text', length: values.length };
    sections.set(name, Buffer.from(values.join(SEPARATOR), 'utf8'));
  };
  text('ids', entries.ids);
  array('positions', entries.positions);
  array('approvedAt', entries.approvedAt);
  array('stale', entries.stale);
  array('codeCounts', entries.codeCounts);
  // Codes are small (a few hundred options): half the bytes as 16-bit.
  array('codes', snapshot.options.length <= 0xffff ? Uint16Array.from(entries.codes) : entries.codes);
  text('cards', entries.cards);
  array('order', entries.order);
  for (const [column, state] of Object.entries(entries.texts)) {
    text(`${column}.lexemes`, state.lexemes);
    array(`${column}.offsets`, state.offsets);
    deltas(`${column}.entries`, state.entries);
    array(`${column}.scoreCodes`, state.scoreCodes);
    array(`${column}.scoreTable`, state.scoreTable);
  }
  const meta: Meta = { built: SNAPSHOT_BUILT, version: snapshot.version.toString(), options: [...snapshot.options], sections: types };
  return new Map([['meta', Buffer.from(JSON.stringify(meta), 'utf8')], ...sections]);
}

/** The snapshot's version and whether this code can use it, from its meta section alone (read before the large ones). */
export function readSnapshotMeta(meta: Buffer): { version: bigint; usable: boolean } {
  const parsed = JSON.parse(meta.toString('utf8')) as Meta;
  return { version: BigInt(parsed.version), usable: parsed.built === SNAPSHOT_BUILT };
}

/**
 * Takes a snapshot's sections part by part, as the store reads them (index-snapshot-store.ts), and
 * decodes each part into the section's final array at once: no section's bytes, let alone the whole
 * snapshot's, are ever held in memory beside what they decode to. Transient buffers of tens of
 * megabytes stayed in the allocator's free lists after a restore and held ~100 MiB of RSS at
 * 100,000 executives (docs/benchmarks/history.md, 'The API's memory after start').
 */
export type SnapshotDecoder = {
  /** The next part of a section, in part order (sections in any order); `bytes` may be reused by the caller once this returns. */
  part: (section: string, bytes: Uint8Array) => void;
  /**
   * The snapshot the parts encode; rejects when a section is missing, short or does not hold what
   * its meta gives. Its checks walk every posting: `pause` lets a serving process answer meanwhile.
   */
  finish: (pause?: Pause) => Promise<IndexSnapshot>;
};

/** One section being decoded: `write` takes its next bytes, `result` its values once every part arrived. */
type SectionSink = { type: SectionType; write: (bytes: Uint8Array) => void; result: () => TypedArray | string[] };

/** A decoder for the snapshot whose meta section this is; throws when it was built by another format. */
export function createSnapshotDecoder(metaBytes: Uint8Array): SnapshotDecoder {
  const meta = JSON.parse(Buffer.from(metaBytes.buffer, metaBytes.byteOffset, metaBytes.byteLength).toString('utf8')) as Meta;
  if (meta.built !== SNAPSHOT_BUILT) throw new Error('index snapshot: built by another format');
  const sinks = new Map<string, SectionSink>();
  const sinkOf = (name: string): SectionSink => {
    let sink = sinks.get(name);
    if (!sink) {
      const declared = meta.sections[name];
      if (!declared) throw new Error(`index snapshot: ${name} is not in its meta`);
      sink = sectionSink(name, declared);
      sinks.set(name, sink);
    }
    return sink;
  };
  const arrayOf = <T extends TypedArray>(name: string, expected: SectionType[]): T => {
    const sink = sinkOf(name);
    if (!expected.includes(sink.type)) throw new Error(`index snapshot: ${name} is not an array of ${expected.join('/')}`);
    return sink.result() as T;
  };
  const textOf = (name: string): string[] => {
    const sink = sinkOf(name);
    if (sink.type !== 'text') throw new Error(`index snapshot: ${name} is not a text`);
    return sink.result() as string[];
  };
  return {
    part: (section, bytes) => sinkOf(section).write(bytes),
    async finish(pause = neverPause) {
      const textState = (column: string): TextIndexState => ({
        lexemes: textOf(`${column}.lexemes`),
        offsets: arrayOf(`${column}.offsets`, ['u32']),
        entries: arrayOf(`${column}.entries`, ['u32', 'u32delta']),
        scoreCodes: arrayOf(`${column}.scoreCodes`, ['u8', 'u16', 'u32']),
        scoreTable: arrayOf(`${column}.scoreTable`, ['f32']),
      });
      const entries: EntriesState = {
        ids: textOf('ids'),
        positions: arrayOf('positions', ['u32']),
        approvedAt: arrayOf('approvedAt', ['f64']),
        stale: arrayOf('stale', ['u8']),
        codeCounts: arrayOf('codeCounts', ['u16']),
        codes: arrayOf('codes', ['u16', 'u32']),
        cards: textOf('cards'),
        order: arrayOf('order', ['u32']),
        texts: { search_public: textState('search_public'), search: textState('search') },
      };
      const count = entries.ids.length;
      for (const name of ['positions', 'approvedAt', 'stale', 'codeCounts', 'cards', 'order'] as const) {
        if (entries[name].length !== count) throw new Error(`index snapshot: ${name} holds ${entries[name].length} values for ${count} entries`);
      }
      let positions = 0;
      for (const position of entries.positions) positions = Math.max(positions, position + 1);
      for (const [column, state] of Object.entries(entries.texts)) await checkPostings(column, state, positions, pause);
      const { codes } = entries;
      for (let c = 0; c < codes.length; c++) {
        if (codes[c]! >= meta.options.length) throw new Error('index snapshot: an option code past the catalog');
        if ((c & PAUSE_EVERY) === 0) await pause();
      }
      return { version: BigInt(meta.version), options: meta.options, entries };
    },
  };
}

/** The sink of one declared section: its final array allocated once, filled part by part. */
function sectionSink(name: string, { type, length }: Section): SectionSink {
  if (type === 'u32delta') return deltasSink(name, length);
  if (type === 'text') return textSink(name, length);
  if (!Object.hasOwn(TYPES, type)) throw new Error(`index snapshot: ${name} has an unknown type`);
  const Type = TYPES[type];
  const values = new Type(new ArrayBuffer(length * Type.BYTES_PER_ELEMENT), 0, length);
  const bytes = new Uint8Array(values.buffer);
  let filled = 0;
  return {
    type,
    write(part) {
      if (filled + part.byteLength > bytes.byteLength) throw new Error(`index snapshot: more than ${bytes.byteLength} bytes for ${length} ${type} in ${name}`);
      bytes.set(part, filled);
      filled += part.byteLength;
    },
    result() {
      if (filled !== bytes.byteLength) throw new Error(`index snapshot: ${filled} bytes for ${length} ${type} in ${name}`);
      return values;
    },
  };
}

/**
 * Strings joined by SEPARATOR, decoded as UTF-8 across parts (a character may straddle two) and
 * split as each part arrives (a value may straddle two too): a million ids are never one string
 * split in one step.
 */
function textSink(name: string, length: number): SectionSink {
  const decoder = new StringDecoder('utf8');
  const values: string[] = [];
  /** The value the last part ended in the middle of. */
  let open = '';
  const take = (text: string) => {
    const pieces = (open + text).split(SEPARATOR);
    open = pieces.pop()!;
    for (const piece of pieces) values.push(piece);
  };
  return {
    type: 'text',
    write: (part) => take(decoder.write(part)),
    result() {
      take(decoder.end());
      // The last value has no separator after it; an empty section holds no value at all.
      if (length > 0 || values.length > 0 || open !== '') {
        values.push(open);
        open = '';
      }
      if (values.length !== length) throw new Error(`index snapshot: ${name} holds ${values.length} values, not ${length}`);
      return values;
    },
  };
}

/**
 * Zigzag varints of differences (encodeDeltas), decoded part by part: a varint may straddle two
 * parts, so the decoder keeps the one it is in the middle of (`zigzag` so far, `scale` of its next byte).
 */
function deltasSink(name: string, length: number): SectionSink {
  const values = new Uint32Array(length);
  let count = 0;
  let previous = 0;
  let zigzag = 0;
  let scale = 1;
  return {
    type: 'u32delta',
    write(part) {
      for (let at = 0; at < part.length; at++) {
        const byte = part[at]!;
        if (count === length) throw new Error(`index snapshot: bytes left after the varints of ${name}`);
        // Most differences fit one byte: decoded with integer operations only.
        if (scale === 1 && byte < 0x80) {
          previous += byte & 1 ? -((byte + 1) >>> 1) : byte >>> 1;
          values[count++] = previous;
          continue;
        }
        zigzag += (byte & 0x7f) * scale;
        scale *= 0x80;
        if (byte < 0x80) {
          previous += zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
          values[count++] = previous;
          zigzag = 0;
          scale = 1;
        }
      }
    },
    result() {
      if (count !== length || scale !== 1) throw new Error(`index snapshot: the varints of ${name} end early`);
      return values;
    },
  };
}

/**
 * Postings a match can walk without reading past an array: offsets rising from 0 to the postings'
 * length, one per lexeme and one more, entry numbers below `positions`, score codes inside the table.
 */
async function checkPostings(column: string, state: TextIndexState, positions: number, pause: Pause): Promise<void> {
  const { lexemes, offsets, entries, scoreCodes, scoreTable } = state;
  const fail = (what: string) => {
    throw new Error(`index snapshot: ${column} ${what}`);
  };
  if (offsets.length !== lexemes.length + 1 || offsets[0] !== 0 || offsets[lexemes.length] !== entries.length) fail('offsets do not cover the postings');
  for (let k = 0; k < lexemes.length; k++) if (offsets[k]! > offsets[k + 1]!) fail('offsets go down');
  if (scoreCodes.length !== entries.length) fail('has a score code per posting missing');
  for (let p = 0; p < entries.length; p++) {
    if (entries[p]! >= positions) fail('has a posting past the entries');
    if (scoreCodes[p]! >= scoreTable.length) fail('has a score code past its table');
    if ((p & PAUSE_EVERY) === 0) await pause();
  }
}

/**
 * Each value's difference from the one before, zigzagged (small of either sign → small) and written
 * as a LEB128 varint. Sized by a first pass, so the section is one buffer of its exact length.
 */
function encodeDeltas(values: Uint32Array): Buffer {
  const eachDelta = (write: (zigzag: number) => void) => {
    let previous = 0;
    for (const value of values) {
      const delta = value - previous;
      previous = value;
      // Zigzag in arithmetic: a delta spans 33 bits, past what bitwise operators hold.
      write(delta >= 0 ? delta * 2 : -delta * 2 - 1);
    }
  };
  let size = 0;
  eachDelta((zigzag) => {
    for (size++; zigzag >= 0x80; size++) zigzag = Math.floor(zigzag / 0x80);
  });
  const out = Buffer.allocUnsafeSlow(size);
  let at = 0;
  eachDelta((zigzag) => {
    while (zigzag >= 0x80) {
      out[at++] = (zigzag % 0x80) | 0x80;
      zigzag = Math.floor(zigzag / 0x80);
    }
    out[at++] = zigzag;
  });
  return out;
}
