import { z } from 'zod';

/** One client in the admin Client Management tab: the account and its sign-up metadata. */
export const adminClientSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  plannedHires: z.string().nullable(),
  useAI: z.boolean().nullable(),
  emailConfirmed: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const adminClientListSchema = z.object({ clients: z.array(adminClientSchema) });
export type AdminClientList = z.infer<typeof adminClientListSchema>;
