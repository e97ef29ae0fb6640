/** Changes kept for processes catching up; one further behind reloads its facet index instead. */
export const KEPT_CHANGES = 10_000;

/**
 * The tail of every write statement to directory_entries, after a CTE `changed` that returns the
 * written executive_id: bumps the directory version (which serialises writers until commit) and
 * logs which entry that version changed, in the same statement and so the same transaction.
 */
export const RECORD_CHANGE = (changed: string): string => `
  bumped AS (
    UPDATE directory_state SET version = version + 1 WHERE EXISTS (SELECT 1 FROM ${changed}) RETURNING version
  ),
  pruned AS (
    DELETE FROM directory_changes WHERE version <= (SELECT version FROM bumped) - ${KEPT_CHANGES}
  )
  INSERT INTO directory_changes (version, executive_id)
  SELECT bumped.version, ${changed}.executive_id FROM bumped, ${changed}`;
