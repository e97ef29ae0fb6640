import type { AppConfig } from '../../../config.ts';
import type { TestModeDetails } from '../contracts/invitations.contract.ts';

/** In test mode (MAIL_REDIRECT_TO) every e-mail goes to the test address: the dashboard says so at once. */
export function testModeFor(config: Pick<AppConfig, 'mail'>, recipient: string): TestModeDetails | null {
  const redirectTo = config.mail.redirectTo;
  return redirectTo ? { originalRecipient: recipient, actualRecipient: redirectTo } : null;
}
