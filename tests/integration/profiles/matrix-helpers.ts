import type { App } from '../../../src/app.ts';
import { deleteOwnProfile, reviewProfile, saveOwnProfile } from '../../../src/modules/profiles/index.ts';
import { profileFormSchema, type ProfileFormInput } from '../../../src/modules/profiles/contracts/profile-form.contract.ts';
import { createUser } from '../../factories/users.factory.ts';
import { referenceOf, validForm } from './profile-fixtures.ts';

/** Data for the access matrix's profile rows: fresh per cell, made through the profiles facade. */
export async function profileFormPayload(app: App): Promise<ProfileFormInput> {
  return validForm(await referenceOf(app));
}

/** Gives `executiveId` a fresh profile in the given state (any profile they had is replaced). */
export async function giveProfile(app: App, executiveId: string, state: 'pending' | 'approved'): Promise<string> {
  const em = () => app.deps.orm.em.fork();
  await deleteOwnProfile(em(), executiveId);
  await saveOwnProfile(em(), executiveId, profileFormSchema.parse(await profileFormPayload(app)));
  if (state === 'approved') await reviewProfile(em(), executiveId, 'approve', null);
  return executiveId;
}

/** A new executive with a profile in the given state; returns their id. */
export async function newExecutiveProfile(app: App, state: 'pending' | 'approved'): Promise<string> {
  return giveProfile(app, (await createUser(app, 'executive')).id, state);
}
