import type { EntityManager } from '../db/orm.ts';

/**
 * Whose data: an account's id and its e-mail address. Some rows know a person only by the address
 * (an invitation sent to it, a comment left under it, a delivery to it), so both are given.
 */
export type DataSubject = { userId: string; email: string };

/** A section of a person's export: keys in words, dates as ISO 8601 strings, lists of such records. */
export type ExportSection = Record<string, unknown>;

/**
 * What one module holds of a person (decision 036, issue 30): each module declares it beside its
 * routes and jobs, and the composition root lists every module's (src/personal-data.ts), so the
 * export and the erasure of an account reach everything without one place reaching into all.
 *
 * `covers` names, per table the module owns, every column that can hold a person's data (their
 * ids, addresses, names, the words they wrote, where they signed in from): the schema test
 * (tests/integration/platform/personal-data-map.test.ts) fails when a column of the schema that can
 * hold personal data is covered by no module, so a new table or column cannot be forgotten.
 */
export type PersonalData = {
  /** The module, as its section of the export is titled. */
  readonly module: string;
  readonly covers: Readonly<Record<string, readonly string[]>>;
  /**
   * Tables the module owns that hold nothing of anyone's, each with why (reference data, counts,
   * job bookkeeping): listed so the schema test can tell them from tables nobody thought about.
   */
  readonly holdsNoPersonalData?: Readonly<Record<string, string>>;
  /** Everything the module holds of the person, for their export; undefined when it holds nothing. */
  export: (em: EntityManager, subject: DataSubject) => Promise<ExportSection | undefined>;
  /** The person's uploaded files, as paths under the uploads folder ('content/<uuid>.webp'): zipped beside the document. */
  uploads?: (em: EntityManager, subject: DataSubject) => Promise<string[]>;
  /**
   * Erases what the module holds of the person, within the caller's transaction: rows that are
   * theirs alone are deleted; rows other people rely on (an article others read, a comment in a
   * thread) keep no trace of them. Idempotent: erasing twice, or a person with nothing here, is a no-op.
   */
  erase: (em: EntityManager, subject: DataSubject) => Promise<void>;
  /**
   * What an erasure request does at once, in its own transaction, so the person is out of every
   * read before the worker's job erases the rest (decision 039). Without it, the whole `erase` runs
   * then; a module whose rows the job still needs (the account's address for the confirmation, the
   * deliveries that keep that e-mail from going twice) says what it does instead.
   */
  withdraw?: (em: EntityManager, subject: DataSubject) => Promise<void>;
};

/** Declares a module's personal data (typed, so a missing part fails the build). */
export function definePersonalData(personalData: PersonalData): PersonalData {
  return personalData;
}

/** An instant as the export writes it (ISO 8601, UTC), whatever the driver returned. */
export function isoInstant(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A stored key as words for a person to read: `first_name` and `firstName` both become 'First name'. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored object (sign-up answers, preferences, filters) with every key in words, nested objects too. */
export function inWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inWords);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [keyInWords(key), inWords(inner)]));
}
