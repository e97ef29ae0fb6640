/**
 * Entries written since the flat postings were built. Rebuilding the flat arrays per write would
 * cost a whole load, so a written or removed entry's flat postings are only marked stale (and
 * skipped), and a written entry's current lexemes live here until the overlay is folded in.
 */
export type OverlayEntry = { lexemes: number[]; scores: number[] };

export type TextOverlay = {
  /** By entry: 1 when its flat postings are out of date. */
  readonly stale: Uint8Array;
  /** Written entries' current lexeme ids and scores. */
  readonly entries: ReadonlyMap<number, OverlayEntry>;
  /** Entry numbers below this have a stale flag; the match scratch space is sized to it. */
  readonly capacity: number;
  /** Makes room for `entry`; true when the capacity grew. */
  makeRoomFor: (entry: number) => boolean;
  write: (entry: number, written: OverlayEntry) => void;
  remove: (entry: number) => void;
  /** Flat postings were rebuilt to hold everything: nothing is stale or overlaid any more. */
  clear: () => void;
  /** Drops the capacity: a load sizes it again for its highest entry. */
  restart: () => void;
};

export function createTextOverlay(): TextOverlay {
  let stale = new Uint8Array(0);
  const entries = new Map<number, OverlayEntry>();
  return {
    get stale() {
      return stale;
    },
    entries,
    get capacity() {
      return stale.length;
    },
    makeRoomFor(entry) {
      if (entry < stale.length) return false;
      const wider = new Uint8Array(Math.max(entry + 1, stale.length * 2, 1024));
      wider.set(stale);
      stale = wider;
      return true;
    },
    write(entry, written) {
      stale[entry] = 1;
      entries.set(entry, written);
    },
    remove(entry) {
      if (entry >= stale.length) return;
      stale[entry] = 1;
      entries.delete(entry);
    },
    clear() {
      stale.fill(0);
      entries.clear();
    },
    restart() {
      stale = new Uint8Array(0);
    },
  };
}
