import { z } from 'zod';
import { boundedText, requiredEmail, userPassword } from '../../forms/validation';

/** The user form's rules: name 2–50, valid e-mail, optional password of 5–50. */
export const profileSchema = z.object({
  name: boundedText(2, 50),
  email: requiredEmail,
  password: z.union([z.literal(''), userPassword]),
});

export type ProfileFields = z.input<typeof profileSchema>;
