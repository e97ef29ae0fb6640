import { z } from 'zod';
import { fieldMessages } from './auth-messages.contract.ts';
import { emailField, newPasswordField } from './sign-up.contract.ts';

export const signInSchema = z.object({
  email: emailField,
  // Capped so nobody can make the server hash megabytes; real passwords are at most 128.
  password: z.string().min(1, fieldMessages.passwordRequired).max(1024, fieldMessages.passwordMax),
});
export type SignIn = z.output<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

export const resendConfirmationSchema = z.object({ email: emailField });
export type ResendConfirmation = z.output<typeof resendConfirmationSchema>;

/** The reset form: the same password rules in the browser and on the server. */
export const newPasswordSchema = z
  .object({
    password: newPasswordField
      .regex(/[a-z]/, fieldMessages.passwordLowercase)
      .regex(/[A-Z]/, fieldMessages.passwordUppercase)
      .regex(/[0-9]/, fieldMessages.passwordNumber),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: fieldMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type NewPassword = z.output<typeof newPasswordSchema>;

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200) })
  .and(newPasswordSchema);
export type ResetPassword = z.output<typeof resetPasswordSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
