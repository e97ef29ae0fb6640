import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { createDraftAutosaver } from './draft-autosaver.ts';
import { clearDraft, loadDraft, saveDraft, type ProfileDraft } from './profile-draft.ts';
import { differsFrom, pruneProfileValues, type ProfileFormValues } from './profile-values.ts';

export type ProfileDraftControls = {
  /** A stored draft that differs from the form, offered for restore. */
  offer: ProfileDraft | null;
  restore: () => void;
  discard: () => void;
  /** Save the draft now (before a leave prompt). */
  flush: () => void;
  /** After a successful save or a delete: stop saving and remove the draft. */
  finish: () => void;
};

/**
 * Wires the draft rules (profile-draft.ts) to the form: autosave every 3000 ms and 800 ms after a
 * change, and on load and on window focus offer a stored draft that differs from the form.
 * A draft is written only while the form differs from the profile it was loaded with, so opening
 * the form and leaving leaves nothing behind (and the saved profile is never offered back).
 */
export function useProfileDraft(
  form: UseFormReturn<ProfileFormValues>,
  userId: string,
  reference: ReferenceData,
  baseline: ProfileFormValues,
): ProfileDraftControls {
  const [offer, setOffer] = useState<ProfileDraft | null>(null);

  const saver = useMemo(
    () =>
      createDraftAutosaver(() => {
        const values = form.getValues();
        if (differsFrom(values, baseline)) saveDraft(window.localStorage, userId, values, new Date());
      }),
    [form, userId, baseline],
  );

  useEffect(() => {
    const checkForDraft = () => {
      const draft = loadDraft(window.localStorage, userId, new Date());
      setOffer(draft && differsFrom(pruneProfileValues(draft.data, reference), form.getValues()) ? draft : null);
    };
    checkForDraft();
    saver.start();
    const subscription = form.watch(() => saver.notifyChange());
    window.addEventListener('focus', checkForDraft);
    return () => {
      saver.stop();
      subscription.unsubscribe();
      window.removeEventListener('focus', checkForDraft);
    };
  }, [form, saver, userId, reference]);

  const restore = useCallback(() => {
    if (!offer) return;
    // Keep the loaded profile as the baseline, so the restored form counts as unsaved changes.
    form.reset(pruneProfileValues(offer.data, reference), { keepDefaultValues: true });
    setOffer(null);
  }, [form, offer, reference]);

  const discard = useCallback(() => {
    clearDraft(window.localStorage, userId);
    setOffer(null);
  }, [userId]);

  const finish = useCallback(() => {
    saver.stop();
    clearDraft(window.localStorage, userId);
  }, [saver, userId]);

  return { offer, restore, discard, flush: saver.flush, finish };
}
