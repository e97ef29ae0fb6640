import type { PersonalData } from './platform/personal-data/personal-data.ts';
import { platformPersonalData } from './platform/personal-data/platform-personal-data.ts';
import { referencePersonalData } from './modules/reference/index.ts';
import { identityPersonalData } from './modules/identity/index.ts';
import { profilesPersonalData } from './modules/profiles/index.ts';
import { directoryPersonalData } from './modules/directory/index.ts';
import { shortlistsPersonalData } from './modules/shortlists/index.ts';
import { savedSearchesPersonalData } from './modules/saved-searches/index.ts';
import { invitationsPersonalData } from './modules/invitations/index.ts';
import { communityPersonalData } from './modules/community/index.ts';
import { contentPersonalData } from './modules/content/index.ts';
import { insightsPersonalData } from './modules/insights/index.ts';

/**
 * Every module's declaration of the personal data it holds (decision 036), in the order an erasure
 * runs: the rows that point at a person first, identity's user row last. A person's export has one
 * section per module, in the same order with the account first.
 */
export const personalData: readonly PersonalData[] = [
  directoryPersonalData,
  insightsPersonalData,
  shortlistsPersonalData,
  savedSearchesPersonalData,
  invitationsPersonalData,
  communityPersonalData,
  contentPersonalData,
  profilesPersonalData,
  platformPersonalData,
  referencePersonalData,
  identityPersonalData,
];
