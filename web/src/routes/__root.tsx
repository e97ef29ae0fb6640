import { useEffect, useState } from 'react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { LoadingScreen } from '../features/layout/loading-screen.tsx';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { ScrollToTop } from '../features/layout/scroll-to-top.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';

/** Spec part 1 section 9: the whole app shows a loading screen for 500 ms at start. */
const STARTUP_SCREEN_MS = 500;

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const [starting, setStarting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), STARTUP_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);

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
