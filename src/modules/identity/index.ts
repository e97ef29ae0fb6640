import type { FastifyPluginAsync } from 'fastify';
import { AdminUser, User } from './domain/user.entity.ts';
import { RefreshToken, Session } from './domain/session.entity.ts';
import { UserToken } from './domain/user-token.entity.ts';
import { signUpRoutes } from './commands/sign-up/sign-up.route.ts';
import { confirmEmailRoutes } from './commands/confirm-email/confirm-email.route.ts';
import { resendConfirmationRoutes } from './commands/resend-confirmation/resend-confirmation.route.ts';
import { signInRoutes } from './commands/sign-in/sign-in.route.ts';
import { signOutRoutes } from './commands/sign-out/sign-out.route.ts';
import { refreshSessionRoutes } from './commands/refresh-session/refresh-session.route.ts';
import { forgotPasswordRoutes } from './commands/forgot-password/forgot-password.route.ts';
import { resetPasswordRoutes } from './commands/reset-password/reset-password.route.ts';
import { consultantRoleRoutes } from './commands/consultant-role/consultant-role.route.ts';
import { getSessionRoutes } from './queries/get-session/get-session.route.ts';
import { listClientsRoute } from './queries/list-clients/list-clients.route.ts';
import { exportClientsRoute } from './queries/export-clients/export-clients.route.ts';
import { requestAccountDeletionRoutes } from './commands/request-account-deletion/request-account-deletion.route.ts';
import { dataExportRoutes } from './commands/request-data-export/request-data-export.route.ts';
import { listSessionsRoute } from './queries/list-sessions/list-sessions.route.ts';
import { endSessionsRoutes } from './commands/end-sessions/end-sessions.route.ts';
import { changePasswordRoutes } from './commands/change-password/change-password.route.ts';
import { secondFactorRoutes } from './commands/second-factor/second-factor.route.ts';
import { passkeyRoutes } from './commands/manage-passkeys/manage-passkeys.route.ts';
import { stepUpRoutes } from './commands/step-up/step-up.route.ts';

export const identityEntities = [User, AdminUser, Session, RefreshToken, UserToken];

/** Identity's HTTP routes; register with `{ prefix: '/api' }` after `registerAuth`. */
export const identityModule: FastifyPluginAsync = async (app) => {
  for (const routes of [
    signUpRoutes,
    confirmEmailRoutes,
    resendConfirmationRoutes,
    signInRoutes,
    signOutRoutes,
    refreshSessionRoutes,
    forgotPasswordRoutes,
    resetPasswordRoutes,
    getSessionRoutes,
    consultantRoleRoutes,
    listClientsRoute,
    exportClientsRoute,
    requestAccountDeletionRoutes,
    dataExportRoutes,
    listSessionsRoute,
    endSessionsRoutes,
    changePasswordRoutes,
    secondFactorRoutes,
    passkeyRoutes,
    stepUpRoutes,
  ]) {
    await app.register(routes);
  }
};

// The facade other modules, the CLI, the dev runner, the workers and the tests use.
/** Passed to registerAuth: turns a verified access token into request.currentUser. */
export { resolveCurrentUser } from './queries/get-session/resolve-current-user.query.ts';
export { ensureDemoAccounts, demoTotpUri, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRETS } from './domain/demo-accounts.ts';
export { ensureStaffAccount, findUserIdByEmail, type StaffRole } from './domain/staff-accounts.ts';
export { setConsultantRole } from './commands/consultant-role/consultant-role.handler.ts';
export { createAccount, type NewAccount } from './domain/accounts.ts';
export { startSession, type IssuedSession } from './domain/sessions.ts';
export { enrolKnownSecondFactor, resetSecondFactor } from './domain/second-factors.ts';
// Passkeys (decision 044): a known user's passkey answering a challenge (the second step, step-up).
export {
  passkeyAssertionOptions,
  verifyPasskeyAssertion,
  relyingPartyOf,
  deleteSpentWebauthnChallenges,
  type RelyingParty,
  type UserAssertionPurpose,
} from './domain/passkeys.ts';
export { totpCode, totpUri } from './domain/totp.ts';
export { recordSecondFactorEvent } from './domain/second-factor-events.ts';
export { issueUserToken } from './domain/user-tokens.ts';
export {
  createConfirmationLink,
  createPasswordResetLink,
  findAccountExistsNotice,
  type AccountExistsNotice,
  type EmailLink,
} from './domain/email-links.ts';
export { hashPassword } from './domain/password-hasher.ts';
export { generateSecretToken, hashSecretToken } from './domain/secret-token.ts';
export {
  listSuperAdminEmails,
  findAccountContact,
  findAccountEmails,
  findAccountNames,
  findConfirmedClientByEmail,
  type AccountName,
} from './queries/account-lookups/account-lookups.query.ts';
export { ensureConfirmedUser, type ConfirmedUser } from './domain/confirmed-users.ts';
export { listClients } from './queries/list-clients/list-clients.query.ts';
export {
  recordAdminExport,
  adminExportRecorder,
  type AdminExportName,
} from './commands/record-admin-export/record-admin-export.handler.ts';
export {
  UserRegistered,
  EmailConfirmationRequested,
  PasswordResetRequested,
  SignUpAttemptedForExistingAccount,
  ExecutiveSignedInForFirstTime,
  AccountDeletionRequested,
  DataExportRequested,
  StaffSignedInFromNewBrowser,
  SecondFactorChanged,
} from './contracts/identity-events.contract.ts';
export { findNewBrowserSignInNotice, type NewBrowserSignInNotice } from './domain/new-browser-notice.ts';
export { findSecondFactorChangeNotice, type SecondFactorChangeNotice } from './domain/second-factor-change-notice.ts';
export { createAccountLockout, type AccountLockout } from './domain/account-lockout.ts';

export { deleteUnconfirmedAccounts } from './commands/delete-unconfirmed-accounts/delete-unconfirmed-accounts.handler.ts';

// Its staff actions' audit kinds (decision 042).
export { identityAudit } from './audit.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { identityPersonalData } from './personal-data.ts';
export { loadDataExportRequest, storeDataExportArchive, forgetExpiredDataExports, createDataExportLink } from './domain/data-exports.ts';
export { resetSecondFactorByOperator } from './commands/second-factor/second-factor.handler.ts';

// What the module counts and reports for insights (decision 050).
export { identityInsights } from './insights.ts';
