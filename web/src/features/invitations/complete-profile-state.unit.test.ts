import { describe, expect, it } from 'vitest';
import { completionMessages } from '@contracts/invitations/contracts/invitation-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { claimFailureEndsLink, greetingFor, lookupFailureMessage, lookupProblem } from './complete-profile-state.ts';

const problem = (status: number, code: string, detail: string) => new ApiError(status, { status, code, detail });

describe('lookupProblem', () => {
  it('refuses a claimed or an expired invitation with the spec messages', () => {
    expect(lookupProblem({ status: 'Claimed' })).toBe('This invitation has already been claimed');
    expect(lookupProblem({ status: 'Expired' })).toBe('This invitation has expired');
    expect(lookupProblem({ status: 'Pending' })).toBeNull();
  });
});

describe('lookupFailureMessage', () => {
  it('an unknown link has no data', () => {
    expect(lookupFailureMessage(problem(404, 'invitation_token_invalid', completionMessages.noData))).toBe(
      'Invalid invitation - no data found',
    );
  });

  it('another refusal is an invalid or expired token, with the server message', () => {
    expect(lookupFailureMessage(problem(429, 'rate_limited', 'Too many requests.'))).toBe(
      'Invalid or expired invitation token (Too many requests.)',
    );
  });

  it('a server or network failure, and anything else', () => {
    expect(lookupFailureMessage(problem(500, 'internal_error', 'boom'))).toBe('An error occurred while verifying your invitation');
    expect(lookupFailureMessage(new ApiError(0, { detail: 'offline' }))).toBe('An error occurred while verifying your invitation');
    expect(lookupFailureMessage(new TypeError('x'))).toBe('An unexpected error occurred');
  });
});

describe('claimFailureEndsLink', () => {
  it('a lost race says already claimed', () => {
    expect(claimFailureEndsLink(problem(409, 'invitation_claimed', completionMessages.claimed))).toBe(
      'This invitation has already been claimed',
    );
  });

  it('expired, superseded and taken addresses end the link too', () => {
    expect(claimFailureEndsLink(problem(410, 'invitation_expired', 'x'))).toBe(completionMessages.expired);
    expect(claimFailureEndsLink(problem(404, 'invitation_token_invalid', 'x'))).toBe(completionMessages.noData);
    expect(claimFailureEndsLink(problem(409, 'account_exists', 'x'))).toBe(completionMessages.accountExists);
  });

  it('field errors and server failures stay on the form', () => {
    expect(claimFailureEndsLink(problem(400, 'validation_failed', 'x'))).toBeNull();
    expect(claimFailureEndsLink(problem(500, 'internal_error', 'x'))).toBeNull();
    expect(claimFailureEndsLink(new Error('x'))).toBeNull();
  });
});

describe('greetingFor', () => {
  it('greets by first and last name when present', () => {
    expect(greetingFor({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Welcome, Ada Lovelace!');
    expect(greetingFor({ firstName: 'Ada', lastName: ' ' })).toBe('Welcome, Ada!');
    expect(greetingFor({ firstName: '', lastName: '' })).toBe('Welcome!');
    expect(greetingFor(undefined)).toBe('Welcome!');
  });
});
