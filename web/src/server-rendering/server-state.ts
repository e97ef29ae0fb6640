import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the script that takes it over (decision 047): the API
 * answers its first render was made from, so the browser renders the same page without asking for
 * them again. Written by entry-server.tsx into a JSON script element, read once by main.tsx.
 */
export type ServerState = {
  queries: DehydratedState;
  /** When the page was rendered (ISO): the clock of the browser's first render (render-clock.tsx). */
  renderedAt: string;
};

export const SERVER_STATE_ELEMENT_ID = 'tl-server-state';

/** The HTML of the page's state element; `<` is escaped so no answer can close the script early. */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state of a page the server rendered, or null for a page the browser renders itself. */
export function readServerState(): ServerState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * True while the server renders a page, and in a tab that starts from a server-rendered page: the
 * server renders pages only for visitors (no session cookie), so both start signed out.
 */
export function startsAsServerRenderedVisitor(): boolean {
  return typeof document === 'undefined' || document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
}
