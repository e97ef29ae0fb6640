import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openOrm } from '../platform/db/orm.ts';
import { AppError } from '../platform/errors.ts';
import { emailField, newPasswordField } from '../modules/identity/contracts/sign-up.contract.ts';
import { ensureStaffAccount, findUserIdByEmail, setConsultantRole } from '../modules/identity/index.ts';

const USAGE = `Usage: npm run users -- <command>

Commands:
  create-admin <email> <password>        create a confirmed super admin (or make an existing account one, with this password)
  create-consultant <email> <password>   create a confirmed consultant (or make an existing staff account one)
  grant-consultant <email>               give an existing staff account the consultant role
  revoke-consultant <email>              take the consultant role away (the account stays, as staff)`;

export class UsageError extends Error {}

type Output = { out: (line: string) => void };

function parseEmail(value: string | undefined): string {
  const parsed = emailField.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError(`'${value ?? ''}' is not a valid e-mail address`);
  return parsed.data;
}

function parsePassword(value: string | undefined): string {
  const parsed = newPasswordField.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'invalid password');
  return parsed.data;
}

/** Runs one account command against the configured database; returns the exit code. */
export async function runUsersCommand(args: string[], config: AppConfig, io: Output): Promise<number> {
  const [command, emailArg, passwordArg] = args;
  if (!command) throw new UsageError('No command given');
  if (!['create-admin', 'create-consultant', 'grant-consultant', 'revoke-consultant'].includes(command)) {
    throw new UsageError(`Unknown command '${command}'`);
  }
  const email = parseEmail(emailArg);
  const password = command.startsWith('create-') ? parsePassword(passwordArg) : '';
  const orm = await openOrm(config);
  try {
    const em = orm.em.fork();
    if (command === 'create-admin' || command === 'create-consultant') {
      const role = command === 'create-admin' ? 'super-admin' : 'consultant';
      const id = await ensureStaffAccount(em, email, password, role);
      io.out(`${role === 'super-admin' ? 'Super admin' : 'Consultant'} ${email} is ready (user ${id}); it can sign in now.`);
      return 0;
    }
    const id = await findUserIdByEmail(em, email);
    if (!id) {
      io.out(`No account for ${email}.`);
      return 1;
    }
    const result = await setConsultantRole(em, id, command === 'grant-consultant');
    io.out(`${email}: ${result.isConsultant ? 'consultant' : 'not a consultant'}.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.out(error.message);
      return 1;
    }
    throw error;
  } finally {
    await orm.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    process.exit(args.length === 0 ? 2 : 0);
  }
  const config = loadConfig();
  process.exit(await runUsersCommand(args, config, { out: (line) => console.log(line) }));
}

// Imported by tests for runUsersCommand; only the command line runs main().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error('users:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
