import { useEffect } from 'react';

type HeadMeta = { attribute: 'name' | 'property'; key: string; content: string };

/**
 * Sets meta tags for as long as the page shows, then puts back what was there (the site-wide
 * description of index.html) or removes what it added. The server writes the same tags into the
 * HTML it serves for /content/{slug}, so link previews work for crawlers that run no script; this
 * keeps the head right when the article is reached inside the app.
 */
function applyMeta(entries: HeadMeta[]): () => void {
  const restores = entries.map(({ attribute, key, content }) => {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    const previous = element?.getAttribute('content') ?? null;
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.append(element);
    }
    element.setAttribute('content', content);
    const target = element;
    return () => (previous === null ? target.remove() : target.setAttribute('content', previous));
  });
  return () => restores.forEach((restore) => restore());
}

/** The article's meta title and description in the head, with og:title and og:description (issue 12 item 3). */
export function useArticleHead(meta: { title: string; description: string } | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    return applyMeta([
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'property', key: 'og:title', content: title },
      { attribute: 'property', key: 'og:description', content: description },
    ]);
  }, [title, description]);
}
