import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS_FILE, collectTailwindClasses, renderClassGroupsModule } from '../../../tooling/class-groups.ts';
import { cn } from './cn.ts';

describe('cn', () => {
  const classes = collectTailwindClasses();

  it('finds the classes web/src uses, variants and arbitrary values included', () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['h-10', 'px-3', 'text-sm', 'text-muted-foreground', 'focus-visible:outline-ring', 'sm:max-w-sm']));
  });

  it("merges every pair of the app's classes, either way round, as tailwind-merge's default configuration does", () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const input = `${first} ${second}`;
        const ours = cn(input);
        const theirs = twMerge(input);
        if (ours !== theirs) differences.push(`'${input}': '${ours}', the default '${theirs}'`);
      }
    }
    // A difference means a class of a new kind: `npm run gen:class-groups` takes it in.
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('keeps the last of each kind through clsx inputs', () => {
    const hidden = classes.length < 0;
    expect(cn('h-11 px-3 text-sm', hidden && 'hidden', { 'h-10': true }, ['text-foreground'])).toBe('px-3 text-sm h-10 text-foreground');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('not-a-tailwind-class', 'another')).toBe('not-a-tailwind-class another');
  });

  it('is generated from the classes web/src holds now', () => {
    // A class the file lacks merges as no kind at all: the test above fails only where it meets
    // another of its kind, this one as soon as it is written.
    const current = readFileSync(CLASS_GROUPS_FILE, 'utf8');
    expect(current === renderClassGroupsModule(classes) ? 'up to date' : 'run npm run gen:class-groups').toBe('up to date');
  });
});
