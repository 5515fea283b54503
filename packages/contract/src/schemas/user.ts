import { z } from 'zod';
import { boundedText, emailSchema, TEXT } from './common.js';

/** A user as the users API answers it (seed 000 §3 User, seed 001 §3 User). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(['admin', 'supervisor', 'user']),
  super: z.boolean(),
  companyId: z.number().int(),
  whatsappId: z.number().int().nullable(),
  allTicket: z.enum(['enabled', 'desabled']),
  online: z.boolean(),
  queues: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z.string().min(5, TEXT.tooShort).max(50, TEXT.tooLong);

/** The account menu's own profile edit: name, e-mail and an optional new password. */
export const updateOwnProfileSchema = z.object({
  name: boundedText(2, 50),
  email: emailSchema,
  password: z.union([passwordSchema, z.literal('')]).optional(),
});
