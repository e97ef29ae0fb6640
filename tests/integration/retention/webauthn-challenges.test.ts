import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionWebauthnChallengesHandler } from '../../../workers/jobs/retention-webauthn-challenges/retention-webauthn-challenges.handler.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { runJobHandler } from '../../setup/run-job-handler.ts';
import { createUser } from '../../factories/users.factory.ts';

/** Decisions 037 and 044: a passkey challenge lives 5 minutes and works once; the job deletes the spent and expired ones. */
let t: TestApp;
const em = () => t.orm.em.fork();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function challenge(label: string, userId: string | null, expiresIn: string, used: boolean): Promise<void> {
  await em().execute(
    `INSERT INTO webauthn_challenges (id, user_id, purpose, challenge, expires_at, used_at) VALUES (?, ?, ?, ?, now() + ?::interval, ${used ? 'now()' : 'NULL'})`,
    [randomUUID(), userId, userId ? 'register' : 'sign-in', label, expiresIn],
  );
}

describe('the webauthn-challenges retention job', () => {
  it('deletes the used and the expired challenges, keeps the live ones, and logs how many', async () => {
    const user = await createUser(t.app, 'client');
    await challenge(`expired-${randomUUID()}`, null, '-1 minute', false);
    await challenge(`used-${randomUUID()}`, user.id, '4 minutes', true);
    const live = `live-${randomUUID()}`;
    await challenge(live, user.id, '4 minutes', false);

    expect(await runJobHandler(retentionWebauthnChallengesHandler, t)).toEqual([expect.objectContaining({ msg: 'webauthn challenges deleted', deleted: 2 })]);
    const left = await em().execute<{ challenge: string }[]>('SELECT challenge FROM webauthn_challenges');
    expect(left.map((row) => row.challenge)).toEqual([live]);
    expect(await runJobHandler(retentionWebauthnChallengesHandler, t)).toEqual([expect.objectContaining({ deleted: 0 })]);
  });
});
