import { z } from 'zod';
import { userTypeSchema } from './user-types.contract.ts';

export const userIdParamsSchema = z.object({ userId: z.uuid() });

export const consultantRoleResponseSchema = z.object({
  userId: z.uuid(),
  userType: userTypeSchema.nullable(),
  isConsultant: z.boolean(),
});
export type ConsultantRoleResponse = z.infer<typeof consultantRoleResponseSchema>;
