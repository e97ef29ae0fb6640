/**
 * A suggestion's action address: one of the app's own pages (followed by the router, no reload)
 * or anything else (a plain link). '/profile/edit?step=2#bio' → path, search and hash apart, as
 * the router's Link takes them.
 */

export type InternalLink = { kind: 'internal'; to: string; search: Record<string, string>; hash: string | undefined };
export type ExternalLink = { kind: 'external'; href: string };

export function linkOf(href: string): InternalLink | ExternalLink {
  // '/x' is ours; '//host/x' (another host) and 'https:', 'mailto:' are not.
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return { kind: 'external', href };
  const url = new URL(href, 'https://talentleaders.invalid');
  return {
    kind: 'internal',
    to: url.pathname,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined,
  };
}
