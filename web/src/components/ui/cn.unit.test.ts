import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a later utility of the same kind win, under the same variants only', () => {
    expect(cn('px-3 py-2', 'px-4')).toBe('py-2 px-4');
    expect(cn('text-sm text-muted-foreground', 'text-brand')).toBe('text-sm text-brand');
    expect(cn('hover:bg-muted', 'bg-surface')).toBe('hover:bg-muted bg-surface');
  });

  it("merges our theme's named radius, shadow and animation with the stock ones", () => {
    expect(cn('rounded-lg', 'rounded-card')).toBe('rounded-card');
    expect(cn('rounded-card', 'rounded-none')).toBe('rounded-none');
    expect(cn('shadow-sm', 'shadow-card')).toBe('shadow-card');
    expect(cn('shadow-card', 'shadow-none')).toBe('shadow-none');
    expect(cn('animate-spin', 'animate-spin-slow')).toBe('animate-spin-slow');
  });

  it('keeps a named shadow apart from a shadow colour', () => {
    expect(cn('shadow-card', 'shadow-brand')).toBe('shadow-card shadow-brand');
  });

  it('drops falsy inputs as clsx does', () => {
    expect(cn('p-2', false, undefined, { hidden: true, flex: false })).toBe('p-2 hidden');
  });
});
