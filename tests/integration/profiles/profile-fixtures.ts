import type { App } from '../../../src/app.ts';
import type { ProfileFormInput } from '../../../src/modules/profiles/contracts/profile-form.contract.ts';
import type { SignedInUser } from '../../factories/users.factory.ts';

/**
 * HTTP helpers of the profiles tests. Executives with a profile in a given state come from
 * tests/factories/executives.factory.ts (createExecutive), the form from its profileForm.
 */

export async function saveProfile(app: App, user: SignedInUser, form: ProfileFormInput) {
  return app.inject({ method: 'PUT', url: '/api/profile', headers: user.headers, payload: form });
}

/** The directory row of an executive, through the directory's own search route (as a client sees it). */
export async function isInDirectory(app: App, viewer: SignedInUser, executiveId: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: '/api/directory?page=1', headers: viewer.headers });
  const body = res.json<{ results: { id: string }[]; total: number }>();
  if (body.total > 24) throw new Error('isInDirectory assumes one page of results');
  return body.results.some((card) => card.id === executiveId);
}
