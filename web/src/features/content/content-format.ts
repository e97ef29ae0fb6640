import { format } from 'date-fns';

/** Spec part 2 section 9: 'MMM d, yyyy' on lists (the hub's cards, the admin tab). */
export function formatCardDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/** Spec part 2 section 9: 'MMMM d, yyyy' on an article. */
export function formatArticleDate(iso: string): string {
  return format(new Date(iso), 'MMMM d, yyyy');
}

/** Spec part 2 sections 2 and 9: a card shows the first two tags, then '...' when there are more. */
export const CARD_TAG_COUNT = 2;

export function cardTags(tags: readonly string[] | null): { shown: string[]; more: boolean } {
  const all = tags ?? [];
  return { shown: all.slice(0, CARD_TAG_COUNT), more: all.length > CARD_TAG_COUNT };
}

/** The brief summary's recommendation (section 5: 150-200 characters, not enforced). */
export const SUMMARY_RECOMMENDED = { min: 150, max: 200 } as const;

export function summaryLengthState(length: number): 'short' | 'good' | 'long' {
  if (length < SUMMARY_RECOMMENDED.min) return 'short';
  return length <= SUMMARY_RECOMMENDED.max ? 'good' : 'long';
}
