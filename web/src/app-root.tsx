import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.ts';
import { RenderClockProvider, type RenderClock } from './server-rendering/render-clock.tsx';

/**
 * The app's tree, the same in the browser (main.tsx) and on the server (entry-server.tsx): what
 * the server renders is what the browser takes over, so the two must not differ.
 */
export function AppRoot({ router, queryClient, renderClock = null }: { router: AppRouter; queryClient: QueryClient; renderClock?: RenderClock }) {
  return (
    <StrictMode>
      <RenderClockProvider hydrationClock={renderClock}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderClockProvider>
    </StrictMode>
  );
}
