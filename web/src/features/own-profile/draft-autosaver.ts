import { DRAFT_AUTOSAVE_INTERVAL_MS, DRAFT_CHANGE_DELAY_MS } from './profile-draft.ts';

export type DraftAutosaver = {
  /** Starts the periodic save (every 3000 ms). */
  start: () => void;
  /** A field changed: save 800 ms after the last change. */
  notifyChange: () => void;
  /** Save now (before a leave prompt) and cancel a pending change-save. */
  flush: () => void;
  stop: () => void;
};

/**
 * The two draft timings of spec part 1 section 4: a save every 3000 ms and one 800 ms after each
 * change (debounced). `save` decides whether there is anything worth writing.
 */
export function createDraftAutosaver(
  save: () => void,
  intervalMs = DRAFT_AUTOSAVE_INTERVAL_MS,
  delayMs = DRAFT_CHANGE_DELAY_MS,
): DraftAutosaver {
  let interval: ReturnType<typeof setInterval> | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const cancelPending = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };

  return {
    start: () => {
      if (interval === undefined) interval = setInterval(save, intervalMs);
    },
    notifyChange: () => {
      cancelPending();
      pending = setTimeout(() => {
        pending = undefined;
        save();
      }, delayMs);
    },
    flush: () => {
      cancelPending();
      save();
    },
    stop: () => {
      cancelPending();
      if (interval !== undefined) clearInterval(interval);
      interval = undefined;
    },
  };
}
