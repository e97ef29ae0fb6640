import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../database.ts';
import { buildIndexSnapshot, requestIndexSnapshot } from '../modules/directory/index.ts';

const USAGE = `Usage: npm run directory -- <command>

Commands:
  build-snapshot [--force]  build the directory's index snapshot here and now, the deploy step after
                            'npm run migrate' (decision 033); does nothing when a usable one is kept
                            (--force builds anyway) or another build is running
  request-snapshot          ask the worker to build it (the job an API process queues itself when
                            it finds none it can load)`;

export async function runDirectoryCommand(args: string[], config: AppConfig, io: Output): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'build-snapshot' && command !== 'request-snapshot') throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  const force = rest.length === 1 && rest[0] === '--force' && command === 'build-snapshot';
  if (rest.length > (force ? 1 : 0)) throw new UsageError(`${command} takes ${command === 'build-snapshot' ? 'only --force' : 'no arguments'}`);
  const orm = await openDatabase(config);
  try {
    if (command === 'request-snapshot') {
      const eventId = await requestIndexSnapshot(orm.em.fork());
      io.out(`Index snapshot build queued (event ${eventId}); the worker runs it.`);
      return 0;
    }
    const build = await buildIndexSnapshot({ em: orm.em.fork(), databaseUrl: config.database.url, force });
    switch (build.outcome) {
      case 'built':
        io.out(`Index snapshot built: ${build.entries} entries at version ${build.version} (read ${build.readMs} ms, written ${build.writeMs} ms).`);
        break;
      case 'kept':
        io.out(`A usable index snapshot is kept already (version ${build.version}); nothing to do (--force builds anyway).`);
        break;
      case 'busy':
        io.out('Another build of the index snapshot is running; it will keep the snapshot.');
        break;
      case 'raced':
        io.out(`Another process kept a snapshot while this one was written (version ${build.version}); it is used.`);
        break;
    }
    return 0;
  } finally {
    await orm.close();
  }
}

runAsCommandLine(import.meta.url, { name: 'directory', usage: USAGE, run: runDirectoryCommand });
