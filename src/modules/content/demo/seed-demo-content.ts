import type { EntityManager } from '../../../platform/db/orm.ts';

export type DemoContentSummary = { published: number; submitted: number; drafts: number; comments: number };

/** Filled in below (work in progress). */
export async function seedDemoContent(_em: EntityManager, _options: { uploadsDir: string }): Promise<DemoContentSummary> {
  return { published: 0, submitted: 0, drafts: 0, comments: 0 };
}
