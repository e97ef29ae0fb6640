/**
 * The pages the server renders for a visitor (decision 047, issue 32 item 2): the public pages
 * people arrive at from search engines, shared links and the landing's own search. The auth
 * screens, /content/submit and the signed-in areas are rendered by the browser: they depend on
 * who is signed in, and a crawler has nothing to read there. Lives beside app.ts because it knows
 * the pages of several modules.
 */
const PUBLIC_PAGES = new Set(['/', '/browse', '/how-it-works', '/content', '/join-community', '/privacy', '/terms']);

/** One path segment: an article's slug or a profile's id (the page itself says when it is unknown). */
const PUBLIC_PAGE_WITH_PARAMETER = /^\/(?:content\/(?!submit$)[^/]+|executives\/[^/]+)$/;

export function isServerRenderedPage(pathname: string): boolean {
  return PUBLIC_PAGES.has(pathname) || PUBLIC_PAGE_WITH_PARAMETER.test(pathname);
}
