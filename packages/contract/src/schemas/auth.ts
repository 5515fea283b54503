import { z } from 'zod';
import { emailSchema, TEXT } from './common.js';
import { sessionCompanySchema } from './company.js';

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: TEXT.required }).min(1, TEXT.required).max(200, TEXT.tooLong),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const sessionQueueSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** The signed-in user. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(['admin', 'supervisor', 'user']),
  super: z.boolean(),
  companyId: z.number().int(),
  company: sessionCompanySchema,
  queues: z.array(sessionQueueSchema),
  whatsappId: z.number().int().nullable(),
  allTicket: z.enum(['enabled', 'desabled']),
  online: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Passwords chosen through the reset flow. */
export const RESET_PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,50}$/;

export const resetPasswordBodySchema = z
  .object({ password: z.string().max(50).optional(), newPassword: z.string().max(50).optional() })
  .optional();

export const forgetPasswordResponseSchema = z.object({ status: z.literal(200), message: z.string() });
export const resetPasswordResponseSchema = z.object({ status: z.literal(200), message: z.string() });
