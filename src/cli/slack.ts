import { randomBytes } from 'node:crypto';
import { loadConfig, slackSimulationSettings } from '../config.ts';
import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import { openDatabase } from '../database.ts';
import { recordEvents } from '../platform/events/record-event.ts';
import { signSlackRequest } from '../platform/slack/slack-signature.ts';
import { SlackReconciliationRequested } from '../modules/community/index.ts';

const USAGE = `Usage: npm run slack -- <command>

Commands:
  simulate-join <email> [slackUserId]   send a correctly signed team_join for <email> to the running API
                                        (PUBLIC_URL or http://localhost:$PORT; SLACK_EVENTS_URL overrides),
                                        signed with SLACK_SIGNING_SECRET (the development one by default)
  reconcile                             queue a reconciliation with users.list now (needs the worker and
                                        SLACK_BOT_TOKEN; it also runs daily)`;

/**
 * Sends the team_join Slack would send when <email> joins the workspace, signed like Slack signs
 * it, so the whole 'Active in Slack' path runs without a workspace. Returns the HTTP status.
 */
export async function simulateSlackJoin(
  target: { eventsUrl: string; signingSecret: string },
  email: string,
  slackUserId = `USIM${randomBytes(4).toString('hex').toUpperCase()}`,
): Promise<{ status: number; body: string; slackUserId: string }> {
  const body = JSON.stringify({
    type: 'event_callback',
    team_id: 'TSIMULATED',
    event_id: `EvSIM${randomBytes(6).toString('hex')}`,
    event_time: Math.floor(Date.now() / 1000),
    event: { type: 'team_join', user: { id: slackUserId, team_id: 'TSIMULATED', is_bot: false, deleted: false, profile: { email } } },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(target.eventsUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': signSlackRequest(target.signingSecret, timestamp, body),
    },
    body,
  });
  return { status: response.status, body: await response.text(), slackUserId };
}

async function runSlackCommand(args: string[], io: Output): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'simulate-join': {
      const email = rest[0];
      if (!email || !email.includes('@')) throw new UsageError('simulate-join needs an e-mail address');
      const target = slackSimulationSettings();
      const result = await simulateSlackJoin(target, email, rest[1]);
      io.out(`POST ${target.eventsUrl} → ${result.status} ${result.body} (team_join for ${email} as ${result.slackUserId})`);
      return result.status === 200 ? 0 : 1;
    }
    case 'reconcile': {
      const orm = await openDatabase(loadConfig());
      try {
        const em = orm.em.fork();
        const event = SlackReconciliationRequested.create({});
        recordEvents(em, event);
        await em.flush();
        io.out(`Reconciliation queued (event ${event.id}); the worker compares the members with users.list.`);
        return 0;
      } finally {
        await orm.close();
      }
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  }
}

// The shared shell, but simulate-join must not need the whole config (make dev's shell has no
// DATABASE_URL): the command loads what it needs itself.
runAsCommandLine(import.meta.url, { name: 'slack', usage: USAGE, loadsOwnConfig: true, run: (args, _config, io) => runSlackCommand(args, io) });
