import { identityEntities } from './identity/index.ts';

/** Every module's MikroORM entities, handed to the ORM at start-up. */
export const moduleEntities = [...identityEntities];
