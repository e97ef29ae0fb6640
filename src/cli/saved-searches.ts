import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../database.ts';
import { requestSearchAlerts } from '../modules/saved-searches/index.ts';

const USAGE = `Usage: npm run saved-searches -- <command>

Commands:
  send daily|weekly   run that frequency's saved-search alerts now (needs the worker): the same job
                      the schedule starts; a period already covered sends nothing again`;

async function runSavedSearchesCommand(args: string[], config: AppConfig, io: Output): Promise<number> {
  const [command, frequency] = args;
  if (command !== 'send') throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  if (frequency !== 'daily' && frequency !== 'weekly') throw new UsageError("send needs 'daily' or 'weekly'");
  const orm = await openDatabase(config);
  try {
    const eventId = await requestSearchAlerts(orm.em.fork(), frequency);
    io.out(`${frequency} saved-search alerts queued (event ${eventId}); the worker sends the digests.`);
    return 0;
  } finally {
    await orm.close();
  }
}

runAsCommandLine(import.meta.url, { name: 'saved-searches', usage: USAGE, run: runSavedSearchesCommand });
