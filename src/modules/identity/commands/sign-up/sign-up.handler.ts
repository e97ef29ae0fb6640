import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import {
  EmailConfirmationRequested,
  SignUpAttemptedForExistingAccount,
  UserRegistered,
} from '../../contracts/identity-events.contract.ts';
import type { ClientSignUp, ExecutiveSignUp } from '../../contracts/sign-up.contract.ts';
import { createAccount, findUserByEmail } from '../../domain/accounts.ts';
import { hashPassword } from '../../domain/password-hasher.ts';

export type SignUpCommand =
  | { userType: 'client'; form: ClientSignUp }
  | { userType: 'executive'; form: ExecutiveSignUp };

/** The sign-up metadata in the spec's snake_case shape (admin client list, analytics). */
function metadataOf(command: SignUpCommand): Record<string, unknown> {
  const { form } = command;
  const base = { user_type: command.userType, first_name: form.firstName, last_name: form.lastName };
  if (command.userType === 'client') {
    const f = command.form;
    return { ...base, company_name: f.companyName, job_title: f.jobTitle, planned_hires: f.plannedHires, use_ai: f.useAI };
  }
  const f = command.form;
  return {
    ...base,
    ...(f.companyName ? { company_name: f.companyName } : {}),
    ...(f.jobTitle ? { job_title: f.jobTitle } : {}),
  };
}

/**
 * Creates an unconfirmed account and records UserRegistered in the same transaction. An address
 * that already has an account gets the same answer (no enumeration); its owner gets an e-mail
 * instead: the confirmation link again if it is still unconfirmed, an "account exists" notice
 * otherwise. The password is hashed in both cases so timing matches.
 */
export async function signUp(em: EntityManager, command: SignUpCommand): Promise<void> {
  const passwordHash = await hashPassword(command.form.password);
  const email = command.form.email;
  try {
    await em.transactional(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        recordEvents(
          tx,
          existing.emailConfirmedAt
            ? SignUpAttemptedForExistingAccount.create({ userId: existing.id })
            : EmailConfirmationRequested.create({ userId: existing.id, email: existing.email }),
        );
        return;
      }
      const userId = await createAccount(tx, {
        email,
        passwordHash,
        userType: command.userType,
        signupMetadata: metadataOf(command),
        confirmed: false,
      });
      recordEvents(tx, UserRegistered.create({ userId, email: email.toLowerCase(), userType: command.userType }));
    });
  } catch (error) {
    // Two sign-ups for one address at the same instant: the other one won, which is the same answer.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
}
