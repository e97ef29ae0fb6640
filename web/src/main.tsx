import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppRoot } from './app-root.tsx';
import { createAppQueryClient } from './api/query-client.ts';
import { createAppRouter } from './router.ts';
import { readServerState } from './server-rendering/server-state.ts';
import { tidyAwayStartupScreen } from './server-rendering/startup-screen.ts';
import { startSession } from './stores/session.store.ts';
import './styles.css';

const queryClient = createAppQueryClient();
const router = createAppRouter();
const serverState = readServerState();

startSession();
tidyAwayStartupScreen();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const renderClock = serverState ? ({ now: new Date(serverState.renderedAt), timeZone: 'UTC' } as const) : null;
const app = <AppRoot router={router} queryClient={queryClient} renderClock={renderClock} />;

if (serverState) {
  // The server rendered this page (decision 047): the browser takes its HTML over with the same
  // answers and the route's code loaded, so the first render matches it and nothing is redrawn.
  hydrate(queryClient, serverState.queries);
  // The router then renders its matches as on the server (without the Suspense boundary it puts
  // around a page it loads itself), which is what the server's HTML holds.
  router.ssr = { manifest: undefined };
  // A route chunk that failed to load is the router's to report: React takes the page over anyway.
  void router
    .load()
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
