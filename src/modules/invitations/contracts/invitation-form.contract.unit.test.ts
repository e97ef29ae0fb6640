import { describe, expect, it } from 'vitest';
import { inviteExecutiveSchema } from './invitation-form.contract.ts';
import { invitationFieldMessages as m } from './invitation-messages.contract.ts';

const valid = { firstName: 'Ines', lastName: 'Invitee', email: 'ines@acme.example' };
const issues = (input: Record<string, unknown>) => {
  const result = inviteExecutiveSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the invitation form (spec part 2 section 5)', () => {
  it('needs only the names and the e-mail; empty optional fields are stored as null', () => {
    const parsed = inviteExecutiveSchema.parse({ ...valid, role: '', bio: '  ', phone: '', linkedinUrl: '', region: '', availability: '' });
    expect(parsed).toMatchObject({ role: null, bio: null, phone: null, linkedinUrl: null, region: null, availability: null, city: [] });
  });

  it.each([
    [{ firstName: 'I' }, 'firstName', m.firstNameMin],
    [{ firstName: '  I  ' }, 'firstName', m.firstNameMin],
    [{ lastName: '' }, 'lastName', m.lastNameMin],
    [{ email: 'not-an-address' }, 'email', m.emailInvalid],
    [{ email: '' }, 'email', m.emailInvalid],
    [{ linkedinUrl: 'linkedin' }, 'linkedinUrl', m.linkedinUrlInvalid],
    [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl', m.linkedinUrlInvalid],
    [{ role: 'architect' }, 'role', m.optionUnavailable],
  ])('%j → %s: %s', (change, field, message) => {
    expect(issues({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a LinkedIn URL and the spec enumerations', () => {
    const parsed = inviteExecutiveSchema.parse({
      ...valid,
      linkedinUrl: 'https://www.linkedin.com/in/ines',
      yearsExperience: '15+',
      availability: 'specific-hours',
    });
    expect(parsed).toMatchObject({ linkedinUrl: 'https://www.linkedin.com/in/ines', yearsExperience: '15+', availability: 'specific-hours' });
  });
});
