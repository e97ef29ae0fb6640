import { PRIVACY_CONTACT_EMAIL } from '../../../../src/modules/identity/contracts/privacy-contact.contract.ts';

/**
 * Who runs the service, as the legal pages name it. One place to change when the operating
 * company's registered details are final.
 */
export const OPERATOR = {
  name: 'TalentLeaders',
  privacyEmail: PRIVACY_CONTACT_EMAIL,
  supportEmail: 'support@talentleaders.com',
  lastUpdated: '22 November 2026',
};
