import { create } from 'zustand';
import { compareMessages } from '@contracts/profiles/contracts/compare-messages.contract.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { onAuthEvent } from '../../stores/session.store.ts';
import { parseStoredChoices, removeChoice, toggleChoice, type CompareChoice } from './compare-selection.ts';

/**
 * The leaders chosen for comparison, kept in sessionStorage (decision 021): they survive moving
 * between /browse, profiles and /compare and a reload, and end with the tab, like a search does.
 */
const STORAGE_KEY = 'talentleaders.compare';

function readStored(): CompareChoice[] {
  try {
    return parseStoredChoices(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be refused (privacy settings): the selection then lives for the page only.
    return [];
  }
}

function store(choices: CompareChoice[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // As above: keep working without persistence.
  }
}

type CompareState = { choices: CompareChoice[] };

export const useCompareStore = create<CompareState>(() => ({ choices: readStored() }));

function set(choices: CompareChoice[]): void {
  useCompareStore.setState({ choices });
  store(choices);
}

/** Adds or removes a leader; a fourth is refused with a toast and nothing changes. */
export function toggleCompare(choice: CompareChoice): void {
  const outcome = toggleChoice(useCompareStore.getState().choices, choice);
  if (outcome.kind === 'refused') {
    toast({ title: compareMessages.limitReachedTitle, description: compareMessages.limitReached, variant: 'destructive' });
    return;
  }
  set(outcome.choices);
}

export function removeFromCompare(id: string): void {
  set(removeChoice(useCompareStore.getState().choices, id));
}

export function clearCompare(): void {
  set([]);
}

// The labels are what the signed-in viewer was shown (a client sees names): they leave with the session.
onAuthEvent((event) => {
  if (event === 'SIGNED_OUT') clearCompare();
});
