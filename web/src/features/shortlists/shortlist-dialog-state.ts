// Relative, not @contracts: the unit-test runner has no Vite alias (the texts hold no zod, so the chunk stays small).
import { shortlistMessages } from '../../../../src/modules/shortlists/contracts/shortlist-messages.contract.ts';

/**
 * The add dialog of the public profile (spec part 2 section 2): pick one of the client's lists, or
 * name a new one. The button says 'Create & Add' or 'Add to Shortlist' and stays disabled with no
 * name (new list) or no selection (existing list).
 */
export type ShortlistDialogState = { mode: 'existing' | 'new'; selectedId: string; name: string };

export function initialDialogState(listCount: number): ShortlistDialogState {
  return { mode: listCount > 0 ? 'existing' : 'new', selectedId: '', name: '' };
}

export function describeDialogAction(state: ShortlistDialogState): { label: string; disabled: boolean } {
  if (state.mode === 'new') return { label: shortlistMessages.createAndAdd, disabled: state.name.trim() === '' };
  return { label: shortlistMessages.addToShortlist, disabled: state.selectedId === '' };
}
