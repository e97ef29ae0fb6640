/**
 * The head of one page for link previews: crawlers (chat apps, social sites, search engines that
 * render nothing) read the HTML as served and run no script, so the single-page app's index.html
 * gets the page's own tags before it leaves the server.
 */
export type PageMeta = {
  title: string;
  description: string;
  /** og:type: 'article' for an article, 'website' otherwise. */
  type: 'article' | 'website';
  /** An absolute https?:// address, or null. */
  image: string | null;
};

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * index.html with the page's <title>, meta description and Open Graph tags: the existing title and
 * description are replaced, the og: tags added at the end of the head. Every value is escaped.
 */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `    ${description}\n  </head>`);
  return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** What a first load of one page fetches, started from index.html's head (docs/decisions/025). */
export type PagePreloads = {
  /** The route's JavaScript chunks (/assets/…). */
  modules: string[];
  /** Same-origin API addresses the page fetches first. */
  fetches: string[];
  /** The image the page's largest paint will be, as its <img> asks for it. */
  images: PreloadImage[];
};

/**
 * An image preload must name what the <img> will pick: its srcset and sizes too when it has them,
 * or the browser downloads one copy for the preload and another for the image.
 */
export type PreloadImage = { href: string; srcset?: string; sizes?: string };

/**
 * index.html with `preload as="fetch"` links for the page's first API answers, then
 * `preload as="image"` for the image of its largest paint, then `modulepreload` links for the
 * route's chunks, at the end of the head: after the entry script and the stylesheet, which block
 * the first paint, and data first, since the API needs the most time and the browser opens only six
 * connections to an HTTP/1.1 origin. The one image goes before the route's ~30 small chunks: behind
 * them it queued for up to a second on a busy machine and could arrive after the page had rendered,
 * while ahead of them it delays one of six lanes by one file. `crossorigin` (anonymous) gives the
 * request mode and credentials of the fetches they stand in for: a same-origin fetch sends the
 * cookies. The image link has none, like the <img> it stands in for, and `fetchpriority="high"`
 * like the card's image (decision 025).
 */
export function injectPreloads(indexHtml: string, preloads: PagePreloads): string {
  const links = [
    ...preloads.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`),
    ...preloads.images.map(
      ({ href, srcset, sizes }) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : ''}${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}>`,
    ),
    ...preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  if (links.length === 0) return indexHtml;
  return indexHtml.replace(/<\/head>/i, () => `    ${links.join('\n    ')}\n  </head>`);
}
