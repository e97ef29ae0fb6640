import { useEffect } from 'react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { DeferredToaster } from '../components/ui/deferred-toaster.tsx';
import { SecondFactorGate } from '../features/auth/second-factor-gate.tsx';
import { StepUpHost } from '../features/auth/step-up-host.tsx';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { ScrollToTop } from '../features/layout/scroll-to-top.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useAppReadyMarker();
  return (
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
      <DeferredToaster />
      <StepUpHost />
    </div>
  );
}

/**
 * `<html data-app-ready>` once the app has rendered or taken over the server's HTML: a page the
 * server rendered shows its buttons before they work, so tools and tests wait for this.
 */
function useAppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}
