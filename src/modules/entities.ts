import { identityEntities } from './identity/index.ts';
import { profilesEntities } from './profiles/index.ts';
import { shortlistsEntities } from './shortlists/index.ts';
import { invitationsEntities } from './invitations/index.ts';

/** Every module's MikroORM entities, handed to the ORM at start-up. */
export const moduleEntities = [...identityEntities, ...profilesEntities, ...shortlistsEntities, ...invitationsEntities];
