import { z } from 'zod';

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  companyId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;
