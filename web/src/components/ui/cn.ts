import { clsx, type ClassValue } from 'clsx';
import { CLASS_GROUPS_CONFIG } from './class-groups.gen.ts';

/**
 * tailwind-merge's merge over the class groups web/src uses (class-groups.gen.ts, generated from
 * tailwind-merge's default configuration), written out here rather than imported: its engine
 * resolves any Tailwind class through validators, and ours need only look up the classes the app
 * has: 1 KB less brotli on every page (issue 32 item 4). cn.unit.test.ts holds it to tailwind-merge's
 * answer for every pair of our classes, and to its engine's under variants in any order, '!' and
 * postfixes; after adding classes of a kind the app has not used, `npm run gen:class-groups`.
 */

type GroupList = Partial<Record<string, readonly string[]>>;

const conflictingGroups: GroupList = CLASS_GROUPS_CONFIG.conflictingClassGroups;
const conflictingGroupsWithPostfix: GroupList = CLASS_GROUPS_CONFIG.conflictingClassGroupModifiers;
const orderSensitiveModifiers = new Set<string>(CLASS_GROUPS_CONFIG.orderSensitiveModifiers);
const groupOfClass = new Map(
  Object.entries(CLASS_GROUPS_CONFIG.classGroups as GroupList).flatMap(([group, classes]) => (classes ?? []).map((name) => [name, group] as const)),
);

/** The class's group: a listed class (a negative value looked up without its '-'), or an arbitrary property by its name. */
function groupOf(base: string): string | undefined {
  if (base.startsWith('[') && base.endsWith(']')) {
    const colon = base.indexOf(':');
    return colon > 1 ? `arbitrary..${base.slice(1, colon)}` : undefined;
  }
  return groupOfClass.get(base.length > 1 && base.startsWith('-') ? base.slice(1) : base);
}

/** A class such as hover:sm:bg-brand/50! → its variants, its base class, whether it is important and where a '/…' postfix starts, as tailwind-merge parses it. */
function parse(className: string) {
  const variants: string[] = [];
  let brackets = 0;
  let parens = 0;
  let baseStart = 0;
  let slash: number | undefined;
  for (let index = 0; index < className.length; index += 1) {
    const character = className[index];
    if (brackets === 0 && parens === 0) {
      if (character === ':') {
        variants.push(className.slice(baseStart, index));
        baseStart = index + 1;
        continue;
      }
      if (character === '/') {
        slash = index;
        continue;
      }
    }
    if (character === '[') brackets += 1;
    else if (character === ']') brackets -= 1;
    else if (character === '(') parens += 1;
    else if (character === ')') parens -= 1;
  }
  const withImportant = className.slice(baseStart);
  const important = withImportant.startsWith('!') || withImportant.endsWith('!');
  const base = withImportant.endsWith('!') ? withImportant.slice(0, -1) : important ? withImportant.slice(1) : withImportant;
  // Counted from the base before a leading '!' is dropped, as tailwind-merge counts it.
  const postfixAt = slash !== undefined && slash > baseStart ? slash - baseStart : 0;
  return { variants, base, important, postfixAt };
}

/** Variants in a canonical order: runs of ordinary ones sorted, order-sensitive and arbitrary ones kept in place. */
function sortedVariants(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || orderSensitiveModifiers.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else {
      run.push(variant);
    }
  }
  return [...sorted, ...run.sort()].join(':');
}

/** From the last class to the first: a class is dropped when a later one of its group, or of a group that overrides it, has the same variants. */
function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index -= 1) {
    const className = classNames[index]!;
    const { variants, base, important, postfixAt } = parse(className);
    let hasPostfix = postfixAt > 0;
    let group = groupOf(hasPostfix ? base.slice(0, postfixAt) : base);
    if (!group && hasPostfix) {
      group = groupOf(base);
      hasPostfix = false;
    }
    if (!group) {
      kept.push(className);
      continue;
    }
    const variantId = sortedVariants(variants) + (important ? '!' : '');
    if (taken.has(variantId + group)) continue;
    taken.add(variantId + group);
    for (const overridden of conflictingGroups[group] ?? []) taken.add(variantId + overridden);
    if (hasPostfix) for (const overridden of conflictingGroupsWithPostfix[group] ?? []) taken.add(variantId + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

/** The same few class lists come back on every render: their merge is kept (and forgotten all at once past 500). */
const merged = new Map<string, string>();

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= 500) merged.clear();
    result = merge(classList);
    merged.set(classList, result);
  }
  return result;
}
