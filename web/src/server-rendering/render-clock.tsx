import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Text that depends on the clock ('just now', '3 days ago', a time in the reader's zone) must read
 * the same in the server's HTML and in the browser's first render, or React throws the page away
 * (a hydration mismatch: a card seen at 59.9 s on the server and at 60.1 s in the browser). A
 * server-rendered page carries the moment it was rendered (server-state.ts); until the browser
 * has taken the page over, that moment and UTC are the clock, then the browser's own (decision 047).
 */
export type RenderClock = { now: Date; timeZone: 'UTC' } | null;

const RenderClockContext = createContext<RenderClock>(null);

const neverChanges = () => () => undefined;
const browserClock = (): RenderClock => null;

/**
 * Around the app: `hydrationClock` on the server and while the browser takes a rendered page over
 * (React reads a store's server snapshot then), the browser's clock from the render after.
 */
export function RenderClockProvider({ hydrationClock, children }: { hydrationClock: RenderClock; children: ReactNode }) {
  const clock = useSyncExternalStore(neverChanges, browserClock, () => hydrationClock);
  return <RenderClockContext.Provider value={clock}>{children}</RenderClockContext.Provider>;
}

/** The fixed clock of a render that must match the server's, or null: use the browser's. */
export function useRenderClock(): RenderClock {
  return useContext(RenderClockContext);
}
