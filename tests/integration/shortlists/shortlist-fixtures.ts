import type { App } from '../../../src/app.ts';
import { reviewProfile, saveOwnProfile } from '../../../src/modules/profiles/index.ts';
import { profileFormSchema, type ProfileFormInput } from '../../../src/modules/profiles/contracts/profile-form.contract.ts';
import { createShortlist } from '../../../src/modules/shortlists/index.ts';
import { createUser } from '../../factories/users.factory.ts';
import { referenceOf, validForm } from '../profiles/profile-fixtures.ts';

/**
 * Shortlist test data made through the modules' facades (no HTTP): executives with a profile in a
 * given state, and lists owned by a given client.
 */

/** A new executive with a saved profile, approved unless told otherwise; returns their id. */
export async function newExecutive(
  app: App,
  options: { approved?: boolean; form?: Partial<ProfileFormInput> } = {},
): Promise<string> {
  const em = () => app.deps.orm.em.fork();
  const executiveId = (await createUser(app, 'executive')).id;
  const form = validForm(await referenceOf(app), options.form);
  await saveOwnProfile(em(), executiveId, profileFormSchema.parse(form));
  if (options.approved ?? true) await reviewProfile(em(), executiveId, 'approve', null);
  return executiveId;
}

/** A list owned by `ownerId`, with a new approved executive on it when asked. */
export async function newShortlist(
  app: App,
  ownerId: string,
  options: { name?: string; withExecutive?: boolean } = {},
): Promise<{ id: string; entryId: string | null; executiveId: string | null }> {
  const executiveId = options.withExecutive ? await newExecutive(app) : null;
  const created = await createShortlist(app.deps.orm.em.fork(), ownerId, {
    name: options.name ?? 'Matrix list',
    ...(executiveId ? { executiveId } : {}),
  });
  return { ...created, executiveId };
}
