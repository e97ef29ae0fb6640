import { z } from 'zod';

export const userIdParamsSchema = z.object({ userId: z.uuid() });

export const consultantRoleResponseSchema = z.object({
  userId: z.uuid(),
  userType: z.enum(['executive', 'client', 'consultant']).nullable(),
  isConsultant: z.boolean(),
});
export type ConsultantRoleResponse = z.infer<typeof consultantRoleResponseSchema>;
