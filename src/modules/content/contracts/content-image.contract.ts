/** A featured image address: only what our upload endpoint gave out (same origin, so the CSP holds). */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/content\/[0-9a-f-]{36}\.webp$/;

/**
 * The narrower copies kept beside each uploaded content image (decision 047, issue 32 item 4), so a
 * phone downloads a 480 or 800 px image instead of the 1600 px one. `<uuid>.webp` is the image as
 * uploaded (at most 1600 px wide); `<uuid>-w480.webp` and so on its copies.
 */
export const CONTENT_IMAGE_WIDTHS = [480, 800, 1200] as const;
/** The width the upload pipeline scales the image itself down to (FEATURED_IMAGE_WIDTH). */
export const CONTENT_IMAGE_FULL_WIDTH = 1600;

/** The images are 16:9 (shown with aspect-video): the attributes reserve their box before they arrive. */
export const CONTENT_IMAGE_BOX = { width: 1600, height: 900 } as const;

/** How wide each place shows the image, for the browser to pick a copy (the layouts' Tailwind widths). */
export const CONTENT_IMAGE_SIZES = {
  /** /content's grid: one column on a phone, two from sm (640 px), three from lg (1024 px), max-w-7xl. */
  hubCard: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw',
  /** The article page: max-w-3xl (768 px) less its padding. */
  article: '(min-width: 800px) 736px, 92vw',
} as const;

export function contentImageCopyPath(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`);
}

/** The srcset of an uploaded image, or undefined for an address that is not one (it then has no copies). */
export function contentImageSrcSet(url: string): string | undefined {
  if (!UPLOADED_IMAGE_PATH.test(url)) return undefined;
  return [...CONTENT_IMAGE_WIDTHS.map((width) => `${contentImageCopyPath(url, width)} ${width}w`), `${url} ${CONTENT_IMAGE_FULL_WIDTH}w`].join(', ');
}

/**
 * Cards in the hub grid's first row at its widest (lg:grid-cols-3): the cards visible without
 * scrolling, whose images load at once and ahead of the rest (decision 025).
 */
export const HUB_FIRST_ROW_CARDS = 3;

/**
 * The image the hub's largest paint waits on: the first featured image among the first row's
 * cards, exactly as the card renders it (its `src`), or null when the first row has none.
 * index.html of the bare /content preloads it, so it must be the same address the card asks for,
 * or the browser fetches it twice (decision 025).
 */
export function hubLeadImageUrl(posts: readonly { featuredImageUrl: string | null }[]): string | null {
  return posts.slice(0, HUB_FIRST_ROW_CARDS).find((post) => post.featuredImageUrl)?.featuredImageUrl ?? null;
}
