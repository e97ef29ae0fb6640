import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReferenceDataRoute } from './queries/get-reference-data/get-reference-data.route.ts';

/** The reference module: the option lists seeded by migration, read-only to the application. */
export const referenceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getReferenceDataRoute);
};

export { loadReferenceData } from './queries/get-reference-data/get-reference-data.query.ts';
export {
  findUnknownReferenceIds,
  referenceKinds,
  type ReferenceKind,
} from './queries/find-unknown-reference-ids/find-unknown-reference-ids.query.ts';
export type { ReferenceData, ReferenceOption } from './contracts/reference.contract.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { referencePersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { referenceInsights } from './insights.ts';
