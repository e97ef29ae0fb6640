import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedDevelopmentData } from '../../../src/cli/seed-development.ts';
import { openDatabase } from '../../../src/database.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { createBenchDatabase } from './bench-database.ts';
import { productionLikeEnvironment, startChildServer } from './child-server.ts';
import type { BenchContext } from './run-benches.ts';

// Only the clients and executives sign in here: the staff's demo second factors need not decrypt.
const DEMO_SEED_TOTP_KEY = randomBytes(32);

/** Addresses of the demo data's pages that have a parameter. */
export type DemoPages = { executiveId: string; articleSlug: string };

/**
 * A production-mode API serving the built web app (web/dist and web/dist-server) over `make dev`'s
 * demo data, in a database of its own, for the page benches (lcp, lcp-mobile, server-render).
 */
export async function withDemoServer<T>(
  context: BenchContext,
  name: string,
  work: (baseUrl: string, demo: DemoPages) => Promise<T>,
  environment: Record<string, string> = {},
): Promise<T> {
  if (!existsSync(path.resolve('web/dist/index.html'))) throw new Error('web/dist is missing: run `npm run build:web` first');
  const database = await createBenchDatabase(context.services.databaseServerUrl, `${context.runId}_${name}`);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tl-pages-uploads-'));
  try {
    const demo = await seedDemo(database.url, uploadsDir);
    const server = await startChildServer(
      'app',
      productionLikeEnvironment(database.url, context.services.redisUrl, `${context.runId}${name}`, { SERVE_WEB: 'true', UPLOADS_DIR: uploadsDir, ...environment }),
    );
    try {
      return await work(server.url, demo);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

async function seedDemo(databaseUrl: string, uploadsDir: string): Promise<DemoPages> {
  const orm = await openDatabase({ database: { url: databaseUrl, poolMax: 2 } });
  try {
    const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'pages-seed');
    await seedDevelopmentData(orm.em.fork(), logger, { uploadsDir, totpEncryptionKey: DEMO_SEED_TOTP_KEY });
    const em = orm.em.fork();
    const [executive] = await em.execute<{ executive_id: string }[]>('SELECT executive_id FROM directory_entries ORDER BY approved_at DESC LIMIT 1');
    // The hub's own order (newest published first), so the article is the hub's first card.
    const [article] = await em.execute<{ slug: string }[]>(`SELECT slug FROM content_posts WHERE status = 'published' ORDER BY published_at DESC, id LIMIT 1`);
    return { executiveId: executive!.executive_id, articleSlug: article!.slug };
  } finally {
    await orm.close();
  }
}
