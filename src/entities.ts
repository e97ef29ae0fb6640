import { platformEntities } from './platform/db/platform-entities.ts';
import { identityEntities } from './modules/identity/index.ts';
import { profilesEntities } from './modules/profiles/index.ts';
import { shortlistsEntities } from './modules/shortlists/index.ts';
import { invitationsEntities } from './modules/invitations/index.ts';
import { communityEntities } from './modules/community/index.ts';
import { contentEntities } from './modules/content/index.ts';
import { savedSearchesEntities } from './modules/saved-searches/index.ts';

/** Every MikroORM entity of the application: the platform's, then each module's. */
export const entities = [
  ...platformEntities,
  ...identityEntities,
  ...profilesEntities,
  ...shortlistsEntities,
  ...invitationsEntities,
  ...communityEntities,
  ...contentEntities,
  ...savedSearchesEntities,
];
