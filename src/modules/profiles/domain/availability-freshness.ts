/**
 * When a profile's availability counts as stale, and when its executive is reminded (decision 023).
 * The directory stores the resulting flag (refreshDirectoryStaleness); nothing computes it from
 * the clock at search time.
 */

const DAY_MS = 86_400_000;

/** Not confirmed for this long: ranked below fresh profiles and flagged to admins. */
export const STALE_AFTER_DAYS = 90;
/** Not confirmed for this long: the monthly reminder goes out (so not to who confirmed within the month). */
export const REMIND_AFTER_DAYS = 30;

/** Profiles last confirmed before this moment are stale at `now`. */
export const staleBefore = (now: Date): Date => new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS);

/** Profiles last confirmed before this moment get the reminder at `now`. */
export const remindBefore = (now: Date): Date => new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS);

export const isAvailabilityStale = (confirmedAt: Date, now: Date): boolean => confirmedAt < staleBefore(now);
