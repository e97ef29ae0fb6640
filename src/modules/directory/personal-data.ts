import { definePersonalData, isoInstant } from '../../platform/personal-data/personal-data.ts';
import { recordEvents } from '../../platform/events/record-event.ts';
import { removeDirectoryEntry } from './commands/remove-directory-entry/remove-directory-entry.handler.ts';
import { DirectoryIndexSnapshotRequested } from './contracts/directory-events.contract.ts';

type EntryRow = { first_name: string; last_name: string; title: string | null; bio: string | null; approved_at: Date; updated_at: Date };

/**
 * The directory holds a copy of each approved executive's public card (names, title, biography and
 * the texts it is searched by), the same in the index snapshot kept for new processes, and the ids
 * of entries changed (directory_changes), which processes read to catch up.
 *
 * Erasing takes the entry out (a change like any removal, so every process drops it) and, when a
 * snapshot is kept, asks the worker for a new one built without it. The change rows keep the bare
 * id, which identifies no one once every other row of the person is gone, because a process that
 * is behind needs it to drop the entry; the erasure-remnants job deletes them once they are older
 * than RETENTION_ERASURE_REMNANT_DAYS, oldest first (decisions 036 and 037).
 */
export const directoryPersonalData = definePersonalData({
  module: 'Directory listing',
  covers: {
    directory_entries: ['executive_id', 'first_name', 'last_name', 'title', 'bio', 'search', 'search_public'],
    directory_index_snapshots: ['data'],
    directory_changes: ['executive_id'],
    // Single words, a name among them, tied to no one; a word goes when the last entry holding it does.
    directory_lexemes: ['lexeme'],
  },
  holdsNoPersonalData: {
    directory_facet_counts: 'how many entries each filter option has',
    directory_state: "the directory's version number",
    directory_popular_searches: 'the searches typed most often, counted without who typed them',
  },
  async export(em, { userId }) {
    const [entry] = await em.execute<EntryRow[]>(
      'SELECT first_name, last_name, title, bio, approved_at, updated_at FROM directory_entries WHERE executive_id = ?',
      [userId],
    );
    if (!entry) return undefined;
    return {
      'Listed since': isoInstant(entry.approved_at),
      'Last changed': isoInstant(entry.updated_at),
      'Name shown': `${entry.first_name} ${entry.last_name}`,
      'Title shown': entry.title,
      'Biography shown': entry.bio,
    };
  },
  async erase(em, { userId }) {
    await removeDirectoryEntry(em, userId);
    // A snapshot kept from before the entry's last change (its removal, just now or earlier) may
    // hold it: the worker builds one without it. One built after needs nothing, so erasing twice
    // asks once (a request naming a snapshot already replaced builds nothing either).
    const [kept] = await em.execute<{ version: string }[]>(
      `SELECT s.version::text AS version
         FROM (SELECT max(version) AS version FROM directory_index_snapshots) s
        WHERE s.version < (SELECT max(version) FROM directory_changes WHERE executive_id = ?)`,
      [userId],
    );
    if (kept) recordEvents(em, DirectoryIndexSnapshotRequested.create({ refusedVersion: kept.version }));
  },
});
