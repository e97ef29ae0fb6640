import type { ShortlistEntry } from '@contracts/shortlists/contracts/shortlists.contract.ts';

/**
 * The search box of a shortlist: the entries whose name, title or an industry contains every word
 * typed (case-insensitive). Done in the browser: a list is small and already loaded (decision 009).
 */
export function filterEntries(entries: ShortlistEntry[], text: string): ShortlistEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const executive = entry.executive;
    if (!executive) return false;
    const haystack = [executive.name, executive.title, ...executive.industries].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
