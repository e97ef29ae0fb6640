import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { devServerSecurityHeaders } from '../src/platform/http/content-security-policy.ts';
import { devServerProxy } from '../src/cli/dev-proxy.ts';
import { eagerCompileHint } from './eager-compile-hint.ts';
import { precompressedAssets } from './precompressed-assets.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// `make dev` runs Vite on PORT (the one origin users open) and the API on API_ORIGIN behind it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';
const port = Number(process.env.PORT ?? 3000);

// The production policy (src/platform/http/content-security-policy.ts) plus what hot reload needs:
// a per-process nonce Vite writes on the scripts it injects (React Fast Refresh's inline
// preamble among them) and the HMR websocket on this server's origins. See decision 004.
const scriptNonce = randomBytes(16).toString('base64');
const devHeaders = devServerSecurityHeaders({
  scriptNonce,
  hmrOrigins: [`ws://localhost:${port}`, `ws://127.0.0.1:${port}`],
  imageHost: process.env.CSP_IMG_HOST,
  upgradeInsecureRequests: false,
});

const browserBuild = {
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  emptyOutDir: true,
  assetsDir: 'assets',
  sourcemap: false,
  // Read by the API (src/platform/http/route-chunks.ts) to modulepreload the requested route's chunk in index.html.
  manifest: true,
  // Everything that loads at start in one file. Rolldown otherwise splits the modules the entry
  // shares with route chunks into 16 more files (some of 180 bytes). One file means one request,
  // and one brotli stream compresses 8-9 KB smaller than the 17 separate ones (decision 047).
  rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial' as const] }] } } },
};

/** `vite build --ssr src/entry-server.tsx` (npm run build:web): web/dist-server/entry-server.js, imported by src/platform/http/server-render.ts. */
const serverRenderBuild = {
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
  rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    // Must come before the React plugin: it rewrites route files into lazily loaded chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    // The browser's build only: the server's render (below) is neither sent nor compiled by V8 at load.
    ...(isSsrBuild ? [] : [eagerCompileHint(), precompressedAssets()]),
  ],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../src/modules', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    fs: { allow: [repoRoot] },
    headers: devHeaders,
    // The API's paths, and 503 with Retry-After (one log line) while the API is not listening yet.
    proxy: devServerProxy({ apiOrigin, log: (message) => console.warn(`proxy: ${message}`) }),
  },
  // Only the dev server: built pages are served by the API under the production policy, without nonces.
  ...(command === 'serve' ? { html: { cspNonce: scriptNonce } } : {}),
  build: isSsrBuild ? serverRenderBuild : browserBuild,
  // The server's render is one file with React and the router inside (decision 047): it runs
  // wherever the API's bundle runs, without the web app's packages installed.
  ssr: { noExternal: true },
  // React's production build on the server whatever NODE_ENV the API runs with (tests run it as 'test').
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
