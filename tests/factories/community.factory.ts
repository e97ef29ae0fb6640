import type { App } from '../../src/app.ts';
import { csrfHeaders, uniqueEmail } from './users.factory.ts';

/** A join form with unique, valid values; override what a test is about. */
export function joinForm(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Jamie', lastName: 'Member', email: uniqueEmail('member'), company: 'Acme People', jobTitle: 'HR Lead', ...overrides };
}

/** Joins through the public route (as a visitor) and returns the member's id. */
export async function joinAsVisitor(app: App, overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const form = joinForm(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/community/join', headers: csrfHeaders, payload: form });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  const em = app.deps.orm.em.fork();
  const [row] = await em.execute<{ id: string }[]>('SELECT id FROM community_members WHERE lower(email) = lower(?)', [form.email as string]);
  return { id: row!.id, email: (form.email as string).toLowerCase() };
}

export type MemberState = {
  auto_enrolled: boolean;
  user_id: string | null;
  first_name: string;
  notification_preferences: { events: boolean; newsletter: boolean; discussions: boolean };
  slack_invite_requested_at: string | null;
  slack_invited_at: string | null;
  slack_invite_failed_at: string | null;
  slack_invite_failure_reason: string | null;
  slack_joined_at: string | null;
  slack_user_id: string | null;
};

export async function memberByEmail(app: App, email: string): Promise<MemberState | undefined> {
  const [row] = await app.deps.orm.em.fork().execute<MemberState[]>('SELECT * FROM community_members WHERE lower(email) = lower(?)', [email]);
  return row;
}
