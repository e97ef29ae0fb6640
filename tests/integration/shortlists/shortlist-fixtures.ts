import type { App } from '../../../src/app.ts';
import { createShortlist, shareShortlist } from '../../../src/modules/shortlists/index.ts';
import { createExecutive } from '../../factories/executives.factory.ts';

/** A list owned by `ownerId` (made through the shortlists facade), with a new approved executive on it when asked. */
export async function newShortlist(
  app: App,
  ownerId: string,
  options: { name?: string; withExecutive?: boolean } = {},
): Promise<{ id: string; entryId: string | null; executiveId: string | null }> {
  const executiveId = options.withExecutive ? (await createExecutive(app, { state: 'approved' })).id : null;
  const created = await createShortlist(app.deps.orm.em.fork(), ownerId, {
    name: options.name ?? 'Matrix list',
    ...(executiveId ? { executiveId } : {}),
  });
  return { ...created, executiveId };
}

/** A list owned by `ownerId` with an executive on it, shared with the colleague at `colleagueEmail` (same domain). */
export async function newSharedShortlist(
  app: App,
  ownerId: string,
  colleagueEmail: string,
): Promise<{ id: string; entryId: string; executiveId: string }> {
  const list = await newShortlist(app, ownerId, { name: 'Shared list', withExecutive: true });
  await shareShortlist(app.deps.orm.em.fork(), ownerId, list.id, colleagueEmail);
  return { id: list.id, entryId: list.entryId!, executiveId: list.executiveId! };
}
