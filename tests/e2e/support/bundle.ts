import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type InitialChunk = { file: string; bytes: number; gzipBytes: number };

/**
 * The JavaScript a browser must fetch before the first render: the entry script of the built
 * index.html plus the chunks Vite preloads with it (its static imports). Route chunks are not in it.
 */
export function measureInitialJavaScript(distDir = path.resolve('web/dist')): InitialChunk[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(files)].map((file) => {
    const content = readFileSync(path.join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}
