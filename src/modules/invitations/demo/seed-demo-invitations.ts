import type { EntityManager } from '../../../platform/db/orm.ts';
import { DEMO_PASSWORD, findUserIdByEmail } from '../../identity/index.ts';
import { loadReferenceData } from '../../reference/index.ts';
import { claimInvitation } from '../commands/claim-invitation/claim-invitation.handler.ts';
import { inviteExecutive } from '../commands/invite-executive/invite-executive.handler.ts';
import { issueInvitationLink } from '../commands/issue-invitation-link/issue-invitation-link.handler.ts';
import { inviteExecutiveSchema } from '../contracts/invitation-form.contract.ts';
import { ExecutiveInvitation } from '../domain/executive-invitation.entity.ts';

export type DemoInvitationsSummary = { pending: number; claimed: number };

/**
 * consultant@example.com starts with two sent invitations, one pending and one claimed (that
 * invitee signs in with the demo password and finds a pre-filled, incomplete profile), so the
 * dashboard is never empty on first look. Only when the consultant has none: idempotent.
 */
export async function seedDemoInvitations(em: EntityManager): Promise<DemoInvitationsSummary> {
  const consultantId = await findUserIdByEmail(em, 'consultant@example.com');
  if (!consultantId || (await em.fork().count(ExecutiveInvitation, { consultantId })) > 0) return { pending: 0, claimed: 0 };
  const reference = await loadReferenceData(em);
  const europe = reference.regions.find((region) => region.slug === 'europe');
  const netherlands = europe?.countries.find((country) => country.slug === 'netherlands') ?? europe?.countries[0];

  const claimed = await inviteExecutive(
    em,
    { userId: consultantId, role: 'consultant', ip: null },
    inviteExecutiveSchema.parse({
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne.devries@example.com',
      role: reference.roles[0]?.id,
      yearsExperience: '10+',
      availability: 'part-time',
      phone: '+31 20 555 0142',
      linkedinUrl: 'https://www.linkedin.com/in/sanne-de-vries-demo',
      region: europe?.id,
      country: netherlands?.id,
      city: netherlands?.cities.slice(0, 1).map((city) => city.id) ?? [],
      priceRanges: reference.priceBands.slice(1, 2).map((band) => band.id),
      bio: 'People leader who has built HR functions at three scale-ups, from the first hire to 400 employees.',
    }),
  );
  const [{ delivery_event_id: eventId } = { delivery_event_id: '' }] = await em.execute<{ delivery_event_id: string }[]>(
    'SELECT delivery_event_id FROM executive_invitations WHERE id = ?',
    [claimed.id],
  );
  const link = await issueInvitationLink(em, claimed.id, eventId);
  if (link) await claimInvitation(em, link.token, DEMO_PASSWORD);

  await inviteExecutive(
    em,
    { userId: consultantId, role: 'consultant', ip: null },
    inviteExecutiveSchema.parse({
      firstName: 'Jonas',
      lastName: 'Eriksen',
      email: 'jonas.eriksen@example.com',
      yearsExperience: '15+',
      availability: 'full-time',
      region: europe?.id,
    }),
  );
  return { pending: 1, claimed: link ? 1 : 0 };
}
