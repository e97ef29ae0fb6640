import { describe, expect, it } from 'vitest';
import { clientSignUpSchema, executiveSignUpSchema, BLOCKED_PERSONAL_DOMAINS, PLANNED_HIRES } from './sign-up.contract.ts';
import { newPasswordSchema, signInSchema } from './sign-in.contract.ts';

const client = {
  firstName: 'Clara',
  lastName: 'Jones',
  email: 'clara@acme.io',
  password: 'longenough',
  companyName: 'Acme',
  jobTitle: 'CPO',
  plannedHires: '0-5',
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('sign-up schemas', () => {
  it('accepts a complete client form and defaults useAI to false', () => {
    expect(clientSignUpSchema.parse(client)).toMatchObject({ useAI: false, plannedHires: '0-5' });
  });

  it('has the 14 blocked domains and the 7 planned-hire bands', () => {
    expect(BLOCKED_PERSONAL_DOMAINS).toHaveLength(14);
    expect(PLANNED_HIRES).toEqual(['0-5', '5-10', '10-15', '15-20', '20-30', '30-40', '40+']);
  });

  it('blocks personal domains for clients only, case-insensitively', () => {
    for (const domain of BLOCKED_PERSONAL_DOMAINS) {
      const result = clientSignUpSchema.safeParse({ ...client, email: `a.b@${domain.toUpperCase()}` });
      expect(messagesOf(result)).toEqual({ email: 'Please use a work email address, not a personal one.' });
    }
    expect(executiveSignUpSchema.safeParse({ ...client, email: 'me@gmail.com' }).success).toBe(true);
    expect(clientSignUpSchema.safeParse({ ...client, email: 'me@gmail.company.com' }).success).toBe(true);
  });

  it('uses the spec messages for names, e-mail, password and planned hires', () => {
    const result = clientSignUpSchema.safeParse({
      firstName: 'C',
      lastName: ' ',
      email: 'nope',
      password: 'short',
      companyName: 'A',
      jobTitle: 'B',
    });
    expect(messagesOf(result)).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      companyName: 'Company name must be at least 2 characters.',
      jobTitle: 'Job title must be at least 2 characters.',
      plannedHires: 'Please select your planned hires.',
    });
  });

  it('treats empty optional executive company fields as absent', () => {
    const parsed = executiveSignUpSchema.parse({ ...client, companyName: '', jobTitle: '  ' });
    expect(parsed.companyName).toBeUndefined();
    expect(parsed.jobTitle).toBeUndefined();
    expect(messagesOf(executiveSignUpSchema.safeParse({ ...client, companyName: 'A' }))).toEqual({
      companyName: 'Company name must be at least 2 characters.',
    });
  });
});

describe('login and new-password schemas', () => {
  it('asks for a password', () => {
    expect(messagesOf(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual({
      password: 'Please enter your password.',
    });
  });

  it("puts 'Passwords don't match' on the confirm field", () => {
    expect(messagesOf(newPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(newPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(true);
  });
});
