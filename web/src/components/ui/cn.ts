import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge's own engine, told of the theme tokens in styles.css that its default scales do
 * not cover: `--radius-card`, `--shadow-card` and `--animate-spin-slow` (a radius, a shadow and an
 * animation named by a word, where the defaults accept only t-shirt sizes and the four stock
 * animations). Our colours need nothing: the default takes any colour name.
 */
const mergeTailwindClasses = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['card'],
      shadow: ['card'],
      animate: ['spin-slow'],
    },
  },
});

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return mergeTailwindClasses(clsx(inputs));
}
