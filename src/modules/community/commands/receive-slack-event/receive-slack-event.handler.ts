import { z } from 'zod';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { markSlackJoined } from '../mark-slack-joined/mark-slack-joined.handler.ts';

/** The parts of an Events API envelope this app reads (team_join only; everything else is acknowledged). */
const envelopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('url_verification'), challenge: z.string().max(500) }),
  z.object({
    type: z.literal('event_callback'),
    event_id: z.string().optional(),
    event: z.looseObject({ type: z.string() }),
  }),
]);

const teamJoinSchema = z.object({
  type: z.literal('team_join'),
  user: z.looseObject({
    id: z.string().min(1).max(40),
    is_bot: z.boolean().optional(),
    profile: z.looseObject({ email: z.string().optional() }).optional(),
  }),
});

export type SlackEventAnswer = { challenge: string } | { ok: true };

/**
 * A verified Events API request: the url_verification handshake is answered with its challenge;
 * team_join marks the member with that address Active in Slack (stamps slack_joined_at and
 * slack_user_id). Anything else, or an address that is no member, is acknowledged and ignored, so
 * Slack does not retry it. Returns null for a body that is not an envelope at all.
 */
export async function receiveSlackEvent(em: EntityManager, body: unknown, logger: { info: (details: object, message: string) => void }): Promise<SlackEventAnswer | null> {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return null;
  if (envelope.data.type === 'url_verification') return { challenge: envelope.data.challenge };

  const join = teamJoinSchema.safeParse(envelope.data.event);
  if (!join.success) return { ok: true };
  const email = join.data.user.profile?.email;
  if (!email || join.data.user.is_bot) {
    logger.info({ slackUserId: join.data.user.id }, 'team_join without an e-mail (is users:read.email granted?): ignored');
    return { ok: true };
  }
  const matched = await markSlackJoined(em, { email, slackUserId: join.data.user.id });
  logger.info({ slackUserId: join.data.user.id, matched, eventId: envelope.data.event_id }, 'slack team_join received');
  return { ok: true };
}
