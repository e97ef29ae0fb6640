import { describe, expect, it } from 'vitest';
import { describeDialogAction, initialDialogState } from './shortlist-dialog-state.ts';

describe('add-to-shortlist dialog', () => {
  it('starts on a new list when the client has none, else on picking one', () => {
    expect(initialDialogState(0).mode).toBe('new');
    expect(initialDialogState(2).mode).toBe('existing');
  });

  it("says 'Create & Add' for a new list and is disabled without a non-blank name", () => {
    expect(describeDialogAction({ mode: 'new', selectedId: 'x', name: '  ' })).toEqual({ label: 'Create & Add', disabled: true });
    expect(describeDialogAction({ mode: 'new', selectedId: '', name: 'Q1 hires' })).toEqual({ label: 'Create & Add', disabled: false });
  });

  it("says 'Add to Shortlist' for an existing list and is disabled without a selection", () => {
    expect(describeDialogAction({ mode: 'existing', selectedId: '', name: 'x' })).toEqual({ label: 'Add to Shortlist', disabled: true });
    expect(describeDialogAction({ mode: 'existing', selectedId: 'id', name: '' })).toEqual({ label: 'Add to Shortlist', disabled: false });
  });
});
