// The spec's date-fns patterns, written with the browser's own Intl: the public content pages then
// load no date library (issue 32 item 4). en-US prints 'Nov 28, 2026' and 'November 28, 2026',
// which is what 'MMM d, yyyy' and 'MMMM d, yyyy' print; the unit test holds the two together.
const cardDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const articleDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Spec part 2 section 9: 'MMM d, yyyy' on lists (the hub's cards, the admin tab). */
export function formatCardDate(iso: string): string {
  return cardDate.format(new Date(iso));
}

/** Spec part 2 section 9: 'MMMM d, yyyy' on an article. */
export function formatArticleDate(iso: string): string {
  return articleDate.format(new Date(iso));
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
