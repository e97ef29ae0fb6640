import { readFileSync } from 'node:fs';
import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS_FILE, collectTailwindClasses, renderClassGroupsModule } from '../../../tooling/class-groups.ts';
import { CLASS_GROUPS_CONFIG } from './class-groups.gen.ts';
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

  it("merges them under variants in any order, an important mark or a postfix, as tailwind-merge's engine does", () => {
    // The app's own pairs rarely carry two variants or a '!': these decorations try cn's parse and
    // the variants' canonical order on a sample of its classes, against tailwind-merge's engine over
    // the same groups (over its default groups, such made-up classes as 'text-x/90/50' would find
    // a group through its validators, which the pairs above cover for the classes the app has).
    const engine = createTailwindMerge(() => ({ cacheSize: 0, theme: {}, ...CLASS_GROUPS_CONFIG }));
    const decorations = ['', 'hover:sm:', 'sm:hover:', 'before:hover:', 'hover:before:', '[&>svg]:sm:', 'sm:[&>svg]:', '!', 'end!', 'postfix'];
    const decorate = (className: string, decoration: string) =>
      decoration === 'end!' ? `${className}!` : decoration === 'postfix' ? `${className}/50` : `${decoration}${className}`;
    const plain = classes.filter((className) => !className.includes(':'));
    const sample = plain.filter((_, index) => index % Math.ceil(plain.length / 50) === 0);
    const differences: string[] = [];
    for (const first of sample) {
      for (const second of sample) {
        for (const firstDecoration of decorations) {
          for (const secondDecoration of decorations) {
            const input = `${decorate(first, firstDecoration)} ${decorate(second, secondDecoration)}`;
            const ours = cn(input);
            const theirs = engine(input);
            if (ours !== theirs) differences.push(`'${input}': '${ours}', tailwind-merge's '${theirs}'`);
          }
        }
      }
    }
    expect(sample.length).toBeGreaterThan(40);
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('keeps the last of each kind through clsx inputs', () => {
    const hidden = classes.length < 0;
    expect(cn('h-11 px-3 text-sm', hidden && 'hidden', { 'h-10': true }, ['text-foreground'])).toBe('px-3 text-sm h-10 text-foreground');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('not-a-tailwind-class', 'another')).toBe('not-a-tailwind-class another');
    // A font size with a line height after its '/' overrides an earlier line height; an arbitrary
    // property overrides an earlier one of the same name (neither is among the app's pairs yet).
    for (const input of ['leading-relaxed text-sm/6', 'text-sm/6 leading-relaxed', '[mask-type:alpha] [mask-type:luminance]', '[mask-type:alpha] [color:red]']) {
      expect(cn(input), input).toBe(twMerge(input));
    }
    expect(cn('leading-relaxed text-sm/6')).toBe('text-sm/6');
  });

  it('is generated from the classes web/src holds now', () => {
    // A class the file lacks merges as no kind at all: the test above fails only where it meets
    // another of its kind, this one as soon as it is written.
    const current = readFileSync(CLASS_GROUPS_FILE, 'utf8');
    expect(current === renderClassGroupsModule(classes) ? 'up to date' : 'run npm run gen:class-groups').toBe('up to date');
  });
});
