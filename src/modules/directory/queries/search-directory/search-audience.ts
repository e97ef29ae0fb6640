import type { DirectoryViewer } from './directory-card.ts';
import type { TextScope } from './resolve-search-filters.ts';

/**
 * Only a signed-in client sees names and bios on every card, so only a client's free text matches
 * them. An executive sees their own card in full but no one else's: matching names for them would
 * reveal other executives' names, so they search as a visitor does.
 */
export function textScopeOf(viewer: DirectoryViewer): TextScope {
  return viewer?.userType === 'client' ? 'full' : 'preview';
}

/**
 * Which viewers see the same JSON for the same search: every client (full cards, none their own),
 * and everyone who gets previews except an executive, whose own card may be on the page.
 */
export function audienceOf(viewer: DirectoryViewer): 'full' | 'preview' | undefined {
  if (viewer?.userType === 'client') return 'full';
  if (viewer?.userType === 'executive') return undefined;
  return 'preview';
}
