import { z } from 'zod';
import { boundedText, requiredEmail, userPassword } from '../../forms/validation';

/** Seed 000 §5 "User form": name 2–50, valid e-mail, optional password of 5–50. */
export const profileSchema = z.object({
  name: boundedText(2, 50),
  email: requiredEmail,
  password: z.union([z.literal(''), userPassword]),
});

export type ProfileFields = z.input<typeof profileSchema>;
