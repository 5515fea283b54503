import { z } from 'zod';
import { MESSAGE_KEYS, requiredEmail } from '../../forms/validation';

export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, MESSAGE_KEYS.required),
});

export type LoginFields = z.input<typeof loginSchema>;
