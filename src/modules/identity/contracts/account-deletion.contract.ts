import { z } from 'zod';
import type { UserType } from './user-types.contract.ts';

export { PRIVACY_CONTACT_EMAIL } from './privacy-contact.contract.ts';

/** What a person types to confirm their account's deletion (the Account page asks for it). */
export const DELETION_CONFIRMATION_WORD = 'DELETE';

export const accountDeletionMessages = {
  title: 'Delete your account',
  passwordRequired: 'Please enter your password.',
  confirmationMismatch: `Please type ${DELETION_CONFIRMATION_WORD} to confirm.`,
  wrongPassword: 'That password is not correct.',
  lastSuperAdmin: 'The last super admin cannot be erased. Make another account a super admin first.',
  notFound: 'This account does not exist or is already being erased.',
  deletedTitle: 'Your account is deleted',
  deleted: 'You are signed out. A confirmation is on its way to your e-mail address, and everything else is erased within minutes.',
  failedTitle: 'Your account was not deleted',
  erasedByAdminTitle: 'Account being erased',
  erasedByAdmin: 'The account is out of every list now; its data is erased within minutes.',
} as const;

/** The typed word, as both the owner's and a super admin's erasure ask for it. */
const confirmationField = z.string().trim().refine((value) => value === DELETION_CONFIRMATION_WORD, accountDeletionMessages.confirmationMismatch);

/** POST /api/account/deletion: the password asked again and the typed word. */
export const accountDeletionSchema = z.object({
  password: z.string().min(1, accountDeletionMessages.passwordRequired).max(200),
  confirmation: confirmationField,
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** POST /api/admin/users/{userId}/erasure: a super admin acting on a request received by e-mail. */
export const adminErasureSchema = z.object({ confirmation: confirmationField });

/**
 * What deleting the account takes with it, in the words the Account page lists, by role: the
 * person must know before they type the word.
 */
export function deletionConsequences(userType: UserType | null, roles: { isConsultant: boolean; isSuperAdmin: boolean }): string[] {
  const common = ['You are signed out everywhere at once and can no longer sign in.'];
  const byRole: string[] = [];
  if (userType === 'client') {
    byRole.push(
      'Your shortlists, the executives on them and your private notes.',
      'The shortlists you shared with colleagues, and your comments on theirs.',
      'Your saved searches and their alert e-mails.',
    );
  }
  if (userType === 'executive') {
    byRole.push(
      'Your profile, including your contact details and CV link; it leaves the directory at once.',
      "Your place on clients' shortlists, with their notes about you.",
      'The invitations sent to you.',
    );
  }
  if (roles.isConsultant) byRole.push('The invitations you sent, including those not yet claimed.');
  if (roles.isSuperAdmin) byRole.push('Your super admin access.');
  return [
    ...common,
    ...byRole,
    'Your community membership (a Slack account, if you joined Slack, is removed in Slack itself).',
    "Your comments on articles and the articles you submitted that were not published; published articles stay, under 'Former member'.",
    'We e-mail you a confirmation; then your address is erased too.',
  ];
}
