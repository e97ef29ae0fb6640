import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { SecondFactorGate } from '../features/auth/second-factor-gate.tsx';
import { StepUpHost } from '../features/auth/step-up-host.tsx';
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
  return (
    <StartupScreen>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface px-4 py-2 text-sm font-medium text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <ScrollToTop />
        <SecondFactorGate />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <Toaster />
        <StepUpHost />
      </div>
    </StartupScreen>
  );
}

/**
 * The page renders beneath the screen while it shows, hidden (not painted, out of the
 * accessibility tree, not focusable): when the 500 ms are up it only has to be painted, where
 * rendering it then would add the whole render to the first paint of the page. `children` is
 * created by RootLayout, so the screen going away re-renders nothing beneath it.
 */
function StartupScreen({ children }: { children: ReactNode }) {
  const [starting, setStarting] = useState(() => startupScreenLeftMs() > 0);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => setStarting(false), startupScreenLeftMs());
    return () => clearTimeout(timer);
  }, [starting]);

  return (
    <>
      {starting ? <LoadingScreen /> : null}
      <div className={starting ? 'invisible' : undefined} inert={starting}>
        {children}
      </div>
    </>
  );
}
