import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';

/** A mistake in the command line itself: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

export type Output = { out: (line: string) => void };

export type OperatorCommand = {
  name: string;
  usage: string;
  /** Runs one command and returns the exit code (0 ok, 1 failure, 2 usage). */
  run: (args: string[], config: AppConfig, io: Output) => Promise<number>;
  /** The command loads the config itself, if at all (run then gets an unparsed placeholder). */
  loadsOwnConfig?: boolean;
  /** Errors whose message is the whole story (no 'name:' prefix needed). */
  isExpectedError?: (error: unknown) => boolean;
};

/**
 * The shared shell of the operator CLIs (`npm run jobs`, `npm run users`): help, config, exit codes.
 * Runs only when the file is the process's entry point, so tests can import the command functions.
 */
export function runAsCommandLine(entryUrl: string, command: OperatorCommand): void {
  if (!process.argv[1] || entryUrl !== pathToFileURL(process.argv[1]).href) return;
  const args = process.argv.slice(2);
  const main = async () => {
    if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
      console.log(command.usage);
      return args.length === 0 ? 2 : 0;
    }
    const config = command.loadsOwnConfig ? ({} as AppConfig) : loadConfig();
    return command.run(args, config, { out: (line) => console.log(line) });
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${command.usage}`);
        process.exit(2);
      }
      if (error instanceof ConfigError || command.isExpectedError?.(error)) {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      }
      console.error(`${command.name}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
