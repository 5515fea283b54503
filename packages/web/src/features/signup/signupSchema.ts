import { z } from 'zod';
import { boundedText, MESSAGE_KEYS, requiredEmail, userPassword } from '../../forms/validation';

/** Signup: name 2–50, valid e-mail, password 5–50, a plan chosen. */
export const signupSchema = z.object({
  name: boundedText(2, 50),
  email: requiredEmail,
  phone: z.string(),
  password: z.string().min(1, MESSAGE_KEYS.required).pipe(userPassword),
  planId: z.number({ error: MESSAGE_KEYS.required }).int().positive(MESSAGE_KEYS.required),
});

export type SignupFields = z.input<typeof signupSchema>;
