import type { ReadHubLeadImage } from './modules/content/index.ts';
import { CONTENT_IMAGE_SIZES, contentImageSrcSet } from './modules/content/contracts/content-image.contract.ts';
import type { PreloadImage } from './platform/http/page-meta.ts';
import { directorySearchPath, readBrowseSearch } from './modules/directory/contracts/browse-search.contract.ts';

/** A profile address: anything else would only preload a 404. */
const EXECUTIVE_PAGE = /^\/executives\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The API answers the landing pages ask for first (/, /browse, /content, /executives/{id}: where
 * visitors arrive from search engines, links and the landing's own search), preloaded from
 * index.html so they travel while the start-up screen shows (docs/decisions/025-first-load-preloads.md).
 * Each address must be exactly the one the web's first fetch uses (web/src/features/…), or the
 * browser fetches twice; the /browse search is built by the one function both sides share. Other
 * pages get none. Lives beside app.ts because it knows the pages of several modules.
 */
export function firstLoadRequestsFor(pathname: string, search: string): string[] {
  const pageData = pageDataFor(pathname, search);
  // The app checks the session first on every page, and the directory and profiles wait for it.
  return pageData.length > 0 ? ['/api/session', ...pageData] : [];
}

function pageDataFor(pathname: string, search: string): string[] {
  if (pathname === '/') return ['/api/reference'];
  if (pathname === '/browse') return ['/api/reference', directorySearchPath(readBrowseSearch(firstValues(search)))];
  if (pathname === '/content') return isBareHub(pathname, search) ? ['/api/content/categories', '/api/content/posts'] : [];
  const executive = EXECUTIVE_PAGE.exec(pathname);
  return executive ? [`/api/executives/${executive[1]}`] : [];
}

/**
 * The images whose paint is the landing page's largest, as its <img> elements ask for them: the
 * bare hub's lead card image (kept by the content module from the hub's own order). A profile
 * shows initials, not a photo, and the other pages lead with text.
 */
export async function firstLoadImagesFor(readHubLeadImage: ReadHubLeadImage, pathname: string, search: string): Promise<PreloadImage[]> {
  if (!isBareHub(pathname, search)) return [];
  const leadImage = await readHubLeadImage();
  return leadImage ? [{ href: leadImage, srcset: contentImageSrcSet(leadImage), sizes: CONTENT_IMAGE_SIZES.hubCard }] : [];
}

/** A filtered hub asks with its own query; only the bare hub's first page is worth guessing. */
function isBareHub(pathname: string, search: string): boolean {
  return pathname === '/content' && search === '';
}

/** The router's reading of a query string (web/src/router-search.ts): the first value of each name wins. */
function firstValues(search: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in values)) values[key] = value;
  }
  return values;
}
