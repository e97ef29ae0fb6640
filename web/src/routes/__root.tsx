import { useEffect, useState } from 'react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { LoadingScreen } from '../features/layout/loading-screen.tsx';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { ScrollToTop } from '../features/layout/scroll-to-top.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';

/**
 * Spec part 1 section 9: the whole app shows a loading screen for 500 ms at start. Counted from
 * navigation start, not from when the script has run: index.html paints the same screen before any
 * script arrives, so the page can fetch its code and data while the screen shows
 * (docs/decisions/025-first-load-preloads.md).
 */
const STARTUP_SCREEN_MS = 500;

function startupScreenLeftMs(): number {
  return Math.max(0, STARTUP_SCREEN_MS - performance.now());
}

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const [starting, setStarting] = useState(() => startupScreenLeftMs() > 0);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => setStarting(false), startupScreenLeftMs());
    return () => clearTimeout(timer);
  }, [starting]);

  if (starting) return <LoadingScreen />;

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 text-sm font-medium text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
