import { z } from 'zod';
import { fieldMessages } from './auth-messages.contract.ts';

/** The 14 personal e-mail domains a client may not sign up with (design.md section 3). */
export const BLOCKED_PERSONAL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'yandex.com',
] as const;

export const PLANNED_HIRES = ['0-5', '5-10', '10-15', '15-20', '20-30', '30-40', '40+'] as const;
export type PlannedHires = (typeof PLANNED_HIRES)[number];

export function isPersonalEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return (BLOCKED_PERSONAL_DOMAINS as readonly string[]).includes(domain);
}

export const emailField = z.string().trim().pipe(z.email({ message: fieldMessages.emailInvalid }));
/** 128 leaves room for passphrases while bounding the work one request can ask of argon2. */
export const newPasswordField = z.string().min(8, fieldMessages.passwordMin).max(128, fieldMessages.passwordMax);

const names = {
  firstName: z.string().trim().min(2, fieldMessages.firstNameMin),
  lastName: z.string().trim().min(2, fieldMessages.lastNameMin),
};

export const clientSignUpSchema = z.object({
  ...names,
  email: emailField.refine((email) => !isPersonalEmail(email), { message: fieldMessages.emailPersonal }),
  password: newPasswordField,
  companyName: z.string().trim().min(2, fieldMessages.companyNameMin),
  jobTitle: z.string().trim().min(2, fieldMessages.jobTitleMin),
  plannedHires: z.enum(PLANNED_HIRES, { message: fieldMessages.plannedHiresRequired }),
  useAI: z.boolean().default(false),
});
export type ClientSignUp = z.output<typeof clientSignUpSchema>;
export type ClientSignUpInput = z.input<typeof clientSignUpSchema>;

/** Empty strings from an untouched optional input count as "not given". */
const optionalText = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().min(2, message).optional(),
  );

export const executiveSignUpSchema = z.object({
  ...names,
  email: emailField,
  password: newPasswordField,
  companyName: optionalText(fieldMessages.companyNameMin),
  jobTitle: optionalText(fieldMessages.jobTitleMin),
});
export type ExecutiveSignUp = z.output<typeof executiveSignUpSchema>;
export type ExecutiveSignUpInput = z.input<typeof executiveSignUpSchema>;

export const signUpResponseSchema = z.object({ message: z.string() });
