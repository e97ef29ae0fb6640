import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../database.ts';
import { requestWeeklyInsightsEmail } from '../modules/insights/index.ts';

const USAGE = `Usage: npm run insights -- <command>

Commands:
  send-weekly   send the weekly insights e-mail now (needs the worker): the same job the schedule
                starts; an executive already mailed for last week gets nothing again`;

async function runInsightsCommand(args: string[], config: AppConfig, io: Output): Promise<number> {
  const [command] = args;
  if (command !== 'send-weekly') throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  const orm = await openDatabase(config);
  try {
    const eventId = await requestWeeklyInsightsEmail(orm.em.fork());
    io.out(`Weekly insights e-mail queued (event ${eventId}); the worker sends it.`);
    return 0;
  } finally {
    await orm.close();
  }
}

runAsCommandLine(import.meta.url, { name: 'insights', usage: USAGE, run: runInsightsCommand });
