import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '@contracts/invitations/contracts/invitation-status.contract.ts';
import { RETENTION_DEFAULTS } from '@contracts/identity/contracts/retention.contract.ts';
import { PrivacyPage } from './privacy-page.tsx';

/** The page as a reader sees it: tags dropped, whitespace as the browser collapses it. */
function pageText(): string {
  return renderToStaticMarkup(<PrivacyPage />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe("the privacy page's retention periods", () => {
  it('says what the retention settings default to (decision 037), in the words it always had', () => {
    const text = pageText();
    expect(text).toContain(
      `Unconfirmed accounts: deleted ${RETENTION_DEFAULTS.unconfirmedAccountDays} days after sign-up. Invitations: expire after ${INVITATION_TTL_DAYS} days and are deleted after ${RETENTION_DEFAULTS.expiredInvitationMonths} months.`,
    );
    expect(text).toContain(`Security events: ${RETENTION_DEFAULTS.securityEventMonths} months.`);
    expect(text).toContain(`erase the data, including your CV, within ${RETENTION_DEFAULTS.erasureRemnantDays} days`);
  });

  it('still reads exactly as published with the defaults of today', () => {
    const text = pageText();
    expect(text).toContain('Unconfirmed accounts: deleted 30 days after sign-up. Invitations: expire after 7 days and are deleted after 12 months.');
    expect(text).toContain('Request logs: 90 days. Security events: 12 months.');
  });
});

describe('the privacy page on insights (issue 42 item 4)', () => {
  it('says what is counted for executives, and what never is', () => {
    const text = pageText();
    expect(text).toContain('What we count for executives');
    expect(text).toContain('They never say who looked: no client or visitor is stored with them.');
    expect(text).toContain("An executive's own visits, our team's visits, crawlers and the same person on the same profile again within 30 minutes are not counted.");
    expect(text).toContain('The codes used to apply the counting rules: at most two days.');
  });
});
