/** Changes kept for processes catching up; one further behind reloads its facet index instead. */
export const KEPT_CHANGES = 10_000;

/** The directory's current version, as every reader of it asks. */
export const READ_DIRECTORY_VERSION_SQL = 'SELECT version::text AS version FROM directory_state';

/** The NOTIFY channel carrying each new directory version at commit (decision 024). */
export const DIRECTORY_VERSION_CHANNEL = 'directory_version';

/**
 * The tail of every write statement to directory_entries, after a CTE `changed` that returns the
 * written executive_id: bumps the directory version (which serialises writers until commit), logs
 * which entry that version changed, and queues a notification of the new version (delivered to
 * every listening API process when the transaction commits, dropped if it rolls back), in the
 * same statement and so the same transaction. Returns a row per changed entry with the new version
 * (none when nothing changed).
 */
export const RECORD_CHANGE = (changed: string): string => `
  bumped AS (
    UPDATE directory_state SET version = version + 1 WHERE EXISTS (SELECT 1 FROM ${changed}) RETURNING version
  ),
  pruned AS (
    DELETE FROM directory_changes WHERE version <= (SELECT version FROM bumped) - ${KEPT_CHANGES}
  ),
  notified AS (
    SELECT pg_notify('${DIRECTORY_VERSION_CHANNEL}', version::text) FROM bumped
  )
  INSERT INTO directory_changes (version, executive_id)
  SELECT bumped.version, ${changed}.executive_id FROM bumped, notified, ${changed}
  RETURNING version::text AS version, executive_id`;
