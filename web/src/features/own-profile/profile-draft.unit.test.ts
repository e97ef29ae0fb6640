import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftAutosaver } from './draft-autosaver.ts';
import {
  DRAFT_LIFETIME_MS,
  clearDraft,
  describeDraftAge,
  draftKey,
  hasDraftContent,
  loadDraft,
  saveDraft,
  type DraftStorage,
} from './profile-draft.ts';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const USER = '6f1c2a64-1f0e-4e4f-9a59-0c4a1b0f7e11';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('profile draft storage', () => {
  it('keeps the whole form under executive_profile_draft_<userId> with an ISO timestamp and a 7-day expiry', () => {
    const storage = memoryStorage();
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(saveDraft(storage, USER, { firstName: 'Ada', industries: [] }, now)).toBe(true);
    expect(draftKey(USER)).toBe(`executive_profile_draft_${USER}`);
    expect(JSON.parse(storage.items.get(draftKey(USER))!)).toEqual({
      data: { firstName: 'Ada', industries: [] },
      timestamp: '2026-11-22T10:00:00.000Z',
      expires: now.getTime() + 7 * DAY_MS,
    });
  });

  it('saves only when some field is non-empty (a non-empty array, or not "", null or undefined)', () => {
    expect(hasDraftContent({ a: '', b: null, c: undefined, d: [] })).toBe(false);
    expect(hasDraftContent({ a: '', d: ['x'] })).toBe(true);
    expect(hasDraftContent({ a: 'x' })).toBe(true);
    expect(hasDraftContent({ a: 0 })).toBe(true);
    const storage = memoryStorage();
    expect(saveDraft(storage, USER, { a: '', d: [] }, new Date())).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('loads a fresh draft and removes it once 7 days have passed', () => {
    const storage = memoryStorage();
    const saved = new Date('2026-11-01T08:00:00.000Z');
    saveDraft(storage, USER, { bio: 'words' }, saved);
    expect(loadDraft(storage, USER, new Date(saved.getTime() + DRAFT_LIFETIME_MS - 1))?.data).toEqual({ bio: 'words' });
    expect(loadDraft(storage, USER, new Date(saved.getTime() + DRAFT_LIFETIME_MS))).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('drops an unreadable draft and clears a draft after a successful save', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(USER), '{not json');
    expect(loadDraft(storage, USER, new Date())).toBeNull();
    expect(storage.items.size).toBe(0);
    saveDraft(storage, USER, { firstName: 'Ada' }, new Date());
    clearDraft(storage, USER);
    expect(loadDraft(storage, USER, new Date())).toBeNull();
  });

  it('describes the draft age with the spec relative-time labels', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    const ago = (ms: number) => describeDraftAge(new Date(now.getTime() - ms).toISOString(), now);
    expect(ago(10_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(3 * 60 * 60_000)).toBe('3 hours ago');
    expect(ago(DAY_MS)).toBe('1 day ago');
    expect(ago(4 * DAY_MS)).toBe('4 days ago');
  });
});

describe('draft autosaver timings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves every 3000 ms once started, and no more after stop', () => {
    const save = vi.fn();
    const saver = createDraftAutosaver(save);
    saver.start();
    vi.advanceTimersByTime(2999);
    expect(save).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(save).toHaveBeenCalledTimes(3);
    saver.stop();
    vi.advanceTimersByTime(10_000);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('saves 800 ms after the last change (debounced)', () => {
    const save = vi.fn();
    const saver = createDraftAutosaver(save);
    saver.notifyChange();
    vi.advanceTimersByTime(500);
    saver.notifyChange();
    vi.advanceTimersByTime(799);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flush saves at once and cancels the pending change-save', () => {
    const save = vi.fn();
    const saver = createDraftAutosaver(save);
    saver.notifyChange();
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('writes real drafts through the timers only when the form has content, and none after clear', () => {
    const storage = memoryStorage();
    let values: Record<string, unknown> = { firstName: '', industries: [] };
    const saver = createDraftAutosaver(() => saveDraft(storage, USER, values, new Date()));
    saver.start();
    vi.advanceTimersByTime(3000);
    expect(storage.items.size).toBe(0);
    values = { firstName: 'Ada', industries: [] };
    saver.notifyChange();
    vi.advanceTimersByTime(800);
    expect(loadDraft(storage, USER, new Date())?.data).toEqual(values);
    // After a successful save: stop the timers, then clear the draft.
    saver.stop();
    clearDraft(storage, USER);
    vi.advanceTimersByTime(10_000);
    expect(storage.items.size).toBe(0);
  });
});
