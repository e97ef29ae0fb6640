import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_GROUPS_CONFIG } from './class-groups.gen.ts';

/**
 * tailwind-merge over the class groups web/src uses (class-groups.gen.ts), not its default
 * configuration of every Tailwind class: 3 KB brotli on every page where the default is 9 KB
 * (issue 32 item 4). cn.unit.test.ts holds it to the default's answer for every pair of our
 * classes; after adding classes of a kind the app has not used, `npm run gen:class-groups`.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  ...CLASS_GROUPS_CONFIG,
}));

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
