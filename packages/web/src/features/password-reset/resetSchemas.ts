import { RESET_PASSWORD_RULE } from '@prosa/contract';
import { z } from 'zod';
import { MESSAGE_KEYS, requiredEmail } from '../../forms/validation';

export const requestCodeSchema = z.object({ email: requiredEmail });
export type RequestCodeFields = z.input<typeof requestCodeSchema>;

/**
 * New password required ('Campo obrigatório') with 8+ characters, an upper-case letter, a
 * lower-case letter and a digit; the confirmation must match ('As senhas não correspondem').
 */
export const resetPasswordSchema = z
  .object({
    email: requiredEmail,
    code: z.string().trim().min(1, MESSAGE_KEYS.fieldRequired),
    password: z.string().min(1, MESSAGE_KEYS.fieldRequired).regex(RESET_PASSWORD_RULE, MESSAGE_KEYS.weakPassword),
    confirmation: z.string().min(1, MESSAGE_KEYS.fieldRequired),
  })
  .refine((fields) => fields.confirmation === fields.password, {
    path: ['confirmation'],
    message: MESSAGE_KEYS.passwordsDiffer,
  });
export type ResetPasswordFields = z.input<typeof resetPasswordSchema>;
