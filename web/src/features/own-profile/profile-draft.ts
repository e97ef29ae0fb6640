/**
 * The local profile draft (spec part 1 sections 3, 4 and 9): the whole form under
 * `executive_profile_draft_<userId>` as { data, timestamp (ISO), expires (epoch ms) }, kept for
 * 7 days, written only when some field has content. Pure functions over a Storage, so the rules
 * are unit-tested without a browser.
 */

export const DRAFT_KEY_PREFIX = 'executive_profile_draft';
export const DRAFT_AUTOSAVE_INTERVAL_MS = 3000;
export const DRAFT_CHANGE_DELAY_MS = 800;
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type ProfileDraft<T = Record<string, unknown>> = { data: T; timestamp: string; expires: number };
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftKey(userId: string): string {
  return `${DRAFT_KEY_PREFIX}_${userId}`;
}

/** Spec: a non-empty array, or a value that is not '', null or undefined. */
export function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== '' && value !== null && value !== undefined;
}

export function hasDraftContent(data: Record<string, unknown>): boolean {
  return Object.values(data).some(isFilled);
}

export function buildDraft<T extends Record<string, unknown>>(data: T, now: Date): ProfileDraft<T> {
  return { data, timestamp: now.toISOString(), expires: now.getTime() + DRAFT_LIFETIME_MS };
}

/** Writes the draft when it has content; returns whether it did. A full or blocked storage is not fatal. */
export function saveDraft(storage: DraftStorage, userId: string, data: Record<string, unknown>, now: Date): boolean {
  if (!hasDraftContent(data)) return false;
  try {
    storage.setItem(draftKey(userId), JSON.stringify(buildDraft(data, now)));
    return true;
  } catch {
    return false;
  }
}

/** The stored draft, or null; an expired or unreadable one is removed. */
export function loadDraft(storage: DraftStorage, userId: string, now: Date): ProfileDraft | null {
  const key = draftKey(userId);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  const draft = parseDraft(raw);
  if (!draft || draft.expires <= now.getTime()) {
    clearDraft(storage, userId);
    return null;
  }
  return draft;
}

export function clearDraft(storage: DraftStorage, userId: string): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // Storage blocked: there is nothing to clear.
  }
}

function parseDraft(raw: string): ProfileDraft | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { data, timestamp, expires } = value as Partial<ProfileDraft>;
    if (typeof data !== 'object' || data === null || typeof timestamp !== 'string' || typeof expires !== 'number') return null;
    return { data, timestamp, expires };
  } catch {
    return null;
  }
}

/** Spec part 1 section 9 relative-time labels: just now, 1 minute ago, N minutes ago ... N days ago. */
export function describeDraftAge(timestamp: string, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(timestamp).getTime()) / 1000));
  if (Number.isNaN(seconds) || seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
