import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FakeWebBuild = {
  /** What WEB_DIST_DIR points at. */
  dir: string;
  remove: () => void;
};

/**
 * A web build of a test's own, in a private temporary folder: `files` by their path in web/dist
 * (index.html, .vite/manifest.json, assets/…), and `serverFiles` in the server half beside it
 * (`<dir>-server/entry-server.js`, as `npm run build:web` writes web/dist-server).
 */
export function writeFakeWebBuild(files: Record<string, string | Buffer>, serverFiles: Record<string, string> = {}): FakeWebBuild {
  const dir = mkdtempSync(path.join(tmpdir(), 'tl-web-dist-'));
  const write = (root: string, entries: Record<string, string | Buffer>) => {
    for (const [name, content] of Object.entries(entries)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), content);
    }
  };
  write(dir, files);
  if (Object.keys(serverFiles).length > 0) write(`${dir}-server`, serverFiles);
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-server`, { recursive: true, force: true });
    },
  };
}
