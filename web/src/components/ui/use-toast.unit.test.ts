import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, dismissToast, readToasts, toast } from './use-toast.ts';

describe('toast()', () => {
  it('uses the spec constants', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([20, 5000, 1_000_000]);
  });

  it('shows the newest first and keeps at most 20', () => {
    for (let i = 1; i <= 25; i++) toast({ title: `Toast ${i}` });
    const titles = readToasts().map((t) => t.title);
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Toast 25');
    expect(titles[19]).toBe('Toast 6');
  });

  it('defaults to the default variant and keeps destructive', () => {
    toast({ title: 'Saved' });
    expect(readToasts()[0]).toMatchObject({ title: 'Saved', variant: 'default', open: true });
    toast({ title: 'Access denied', description: 'This page is only available to consultants and administrators', variant: 'destructive' });
    expect(readToasts()[0]).toMatchObject({ title: 'Access denied', variant: 'destructive' });
  });

  it('closes a dismissed toast and lets it be updated', () => {
    const handle = toast({ title: 'Sending...' });
    handle.update({ title: 'Invitation Sent' });
    expect(readToasts().find((t) => t.id === handle.id)?.title).toBe('Invitation Sent');
    dismissToast(handle.id);
    expect(readToasts().find((t) => t.id === handle.id)?.open).toBe(false);
  });
});
