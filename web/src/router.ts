import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { NotFoundPage } from './features/layout/not-found-page.tsx';
import { parseSearchParams, stringifySearchParams } from './router-search.ts';

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  // Route chunks start loading when a link is hovered or focused, so navigation feels instant.
  defaultPreload: 'intent',
  // Spec: every path change scrolls to the top (see ScrollToTop); the router must not restore.
  scrollRestoration: false,
  parseSearch: parseSearchParams,
  stringifySearch: stringifySearchParams,
});

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface Register {
    router: typeof router;
  }
}
