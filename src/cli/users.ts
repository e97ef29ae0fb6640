import { userInfo } from 'node:os';
import { type AppConfig } from '../config.ts';
import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import { openDatabase } from '../database.ts';
import { AppError } from '../platform/errors.ts';
import { OPERATOR_ACTOR } from '../platform/audit/audit-trail.ts';
import { emailField, newPasswordField } from '../modules/identity/contracts/sign-up.contract.ts';
import { ensureStaffAccount, findUserIdByEmail, recordSecondFactorEvent, resetSecondFactorByOperator, setConsultantRole } from '../modules/identity/index.ts';

const USAGE = `Usage: npm run users -- <command>

Commands:
  create-admin <email> <password>        create a confirmed super admin (or make an existing account one, with this password)
  create-consultant <email> <password>   create a confirmed consultant (or make an existing staff account one)
  grant-consultant <email>               give an existing staff account the consultant role
  revoke-consultant <email>              take the consultant role away (the account stays, as staff)
  reset-second-factor <email>            remove the second factors (authenticator app, passkeys) of someone who lost every one (ends their sessions; recorded)`;

export { UsageError };


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
  if (!['create-admin', 'create-consultant', 'grant-consultant', 'revoke-consultant', 'reset-second-factor'].includes(command)) {
    throw new UsageError(`Unknown command '${command}'`);
  }
  const email = parseEmail(emailArg);
  const password = command.startsWith('create-') ? parsePassword(passwordArg) : '';
  const orm = await openDatabase(config);
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
    if (command === 'reset-second-factor') {
      const hadOne = await resetSecondFactorByOperator(em, id);
      // Recorded like any other change to a factor, so the person and the audit see who undid it and when.
      await recordSecondFactorEvent(em, id, hadOne ? 'second factor reset by an operator' : 'second factor reset by an operator (there was none)', {
        route: 'npm run users -- reset-second-factor',
        method: 'CLI',
        ip: null,
        userAgent: `${userInfo().username}@command-line`,
      });
      io.out(
        hadOne
          ? `${email}: second factors (authenticator app, passkeys) removed and every session ended. They sign in with their password alone now (super admins and consultants are then asked to set up a new one).`
          : `${email}: had no second factor; every session ended anyway.`,
      );
      return 0;
    }
    const result = await setConsultantRole(em, id, command === 'grant-consultant', OPERATOR_ACTOR);
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

runAsCommandLine(import.meta.url, {
  name: 'users',
  usage: USAGE,
  run: runUsersCommand,
});
