import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../database.ts';
import { requestAvailabilityRun } from '../modules/profiles/index.ts';

const USAGE = `Usage: npm run availability -- <command>

Commands:
  remind       send this month's availability reminders now (needs the worker): the same job the
               schedule starts; who was already reminded this month gets nothing again
  mark-stale   mark profiles not confirmed for 90 days stale in the directory now (needs the worker)`;

async function runAvailabilityCommand(args: string[], config: AppConfig, io: Output): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'remind' && command !== 'mark-stale') throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  if (rest.length > 0) throw new UsageError(`${command} takes no arguments`);
  const orm = await openDatabase(config);
  try {
    const eventId = await requestAvailabilityRun(orm.em.fork(), command);
    io.out(`${command === 'remind' ? 'Availability reminders' : 'Staleness check'} queued (event ${eventId}); the worker runs it.`);
    return 0;
  } finally {
    await orm.close();
  }
}

runAsCommandLine(import.meta.url, { name: 'availability', usage: USAGE, run: runAvailabilityCommand });
