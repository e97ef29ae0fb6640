import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { NotFoundPage } from './features/layout/not-found-page.tsx';
import { parseSearchParams, stringifySearchParams } from './router-search.ts';

/**
 * One router per browser tab (main.tsx) and one per server-rendered page (entry-server.tsx, with
 * the requested address as its memory history), so that no request ever sees another's state.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultNotFoundComponent: NotFoundPage,
    // Route chunks start loading when a link is hovered or focused, so navigation feels instant.
    defaultPreload: 'intent',
    // Spec: every path change scrolls to the top (see ScrollToTop); the router must not restore.
    scrollRestoration: false,
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface Register {
    router: AppRouter;
  }
}
