import { describe, expect, it } from 'vitest';
import { publicProfileMessages } from './profile-messages.contract.ts';

describe('public profile messages', () => {
  it('carries the spec texts word for word (part 2 sections 2, 6 and 8 Public profile)', () => {
    expect(publicProfileMessages).toMatchObject({
      noExecutiveId: 'No executive ID provided',
      notFound: 'Executive not found',
      notFoundTitle: 'Executive Not Found',
      browseExecutives: 'Browse Executives',
      fetchFailed: 'Failed to fetch executive data',
      contactFetchFailed: 'Failed to fetch contact details',
      contactLoadFailed: 'Failed to load contact details',
      noContactInformation: 'No contact information available',
      contactRequiresLogin: 'Contact details require login',
      loginToShortlist: 'Login to Shortlist',
      fullBioAfterLogin: 'Full bio available after login',
    });
  });

  it('answers a malformed id with the same text as an unknown one (no hint which ids exist)', () => {
    expect(publicProfileMessages.invalidId).toBe(publicProfileMessages.notFound);
  });
});
