import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '@contracts/invitations/contracts/invitation-status.contract.ts';
import { RETENTION_DEFAULTS } from '@contracts/identity/contracts/retention.contract.ts';
import { PrivacyPage } from './privacy-page.tsx';

/** The page as a reader sees it: tags dropped, whitespace as the browser collapses it. */
function pageText(): string {
  return renderToStaticMarkup(<PrivacyPage />)
    .replace(/<[^>]+>/g, ' ')
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
