import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// `make dev` runs Vite on PORT (the one origin users open) and the API on API_ORIGIN behind it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';
const port = Number(process.env.PORT ?? 3000);
const proxied = ['/api', '/admin/queues', '/dev/mail', '/metrics'];

export default defineConfig({
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
  ],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../src/modules', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
  },
});
