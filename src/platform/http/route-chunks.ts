/**
 * The JavaScript a path's route needs beyond index.html's own, read from Vite's build manifest
 * (web/dist/.vite/manifest.json), so index.html can `modulepreload` it: the browser then fetches
 * the route's chunk alongside the entry script instead of after it has run
 * (docs/decisions/025-first-load-preloads.md).
 */

/** One entry of Vite's manifest, the fields read here. */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunk URLs (/assets/…) to modulepreload for a path: [] for a path no route matches. */
export type RouteChunksFor = (pathname: string) => string[];

/** TanStack Router's code splitting names the lazily loaded half of each route file like this. */
const ROUTE_FILE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

type RouteChunks = { segments: string[]; params: number; files: string[] };

export function routeChunksFrom(manifest: ViteManifest): RouteChunksFor {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // index.html already loads the entry and its static imports.
  const inIndexHtml = new Set(entry ? staticClosure(manifest, entry) : []);
  const routes: RouteChunks[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = ROUTE_FILE.exec(key);
    if (!match || match[1]!.includes('__root')) continue;
    const segments = match[1]!.split('/').filter((segment, index, all) => !(segment === 'index' && index === all.length - 1));
    routes.push({
      segments,
      params: segments.filter((segment) => segment.startsWith('$')).length,
      files: staticClosure(manifest, chunk).filter((file) => !inIndexHtml.has(file)),
    });
  }
  // A literal segment wins over a parameter, as in the router: /content/submit is not an article.
  routes.sort((a, b) => a.params - b.params);
  return (pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    const route = routes.find(
      ({ segments }) =>
        segments.length === parts.length && segments.every((segment, index) => segment.startsWith('$') || segment === parts[index]),
    );
    return route ? route.files.map((file) => `/${file}`) : [];
  };
}

/** A chunk's file and every file it imports statically, directly or not. */
function staticClosure(manifest: ViteManifest, chunk: ManifestChunk): string[] {
  const files = new Set<string>();
  const visit = (current: ManifestChunk) => {
    if (files.has(current.file)) return;
    files.add(current.file);
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  visit(chunk);
  return [...files];
}
