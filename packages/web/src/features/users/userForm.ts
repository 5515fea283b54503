import type { CreateUserBody, UpdateUserBody, User } from '@prosa/contract';
import { z } from 'zod';
import { boundedText, MESSAGE_KEYS, requiredEmail, userPassword } from '../../forms/validation';

export const PROFILE_CHOICES = ['admin', 'supervisor', 'user'] as const;

/** The user form: name 2–50, valid e-mail, password 5–50 (required only on create), profile required. */
export function userFormSchema(creating: boolean) {
  return z.object({
    name: boundedText(2, 50),
    email: requiredEmail,
    password: creating ? z.string().min(1, MESSAGE_KEYS.required).pipe(userPassword) : z.union([z.literal(''), userPassword]),
    profile: z.enum(PROFILE_CHOICES, { error: MESSAGE_KEYS.required }),
    queueIds: z.array(z.number()),
    /** '' is "no default connection". */
    whatsappId: z.string(),
    allTicket: z.enum(['enabled', 'desabled']),
  });
}

export type UserFields = z.input<ReturnType<typeof userFormSchema>>;

export function userFormDefaults(user: User | undefined): UserFields {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    profile: user?.profile ?? 'user',
    queueIds: user?.queues.map((queue) => queue.id) ?? [],
    whatsappId: user?.whatsappId ? String(user.whatsappId) : '',
    allTicket: user?.allTicket ?? 'desabled',
  };
}

export interface FormRights {
  editProfile: boolean;
  editQueues: boolean;
}

/**
 * The request body. Fields the viewer may not change are left out, so the server keeps them; an
 * empty password on edit keeps the current one.
 */
export function userBody(fields: UserFields, rights: FormRights): CreateUserBody & UpdateUserBody {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    ...(fields.password ? { password: fields.password } : {}),
    ...(rights.editProfile ? { profile: fields.profile } : {}),
    ...(rights.editQueues ? { queueIds: fields.queueIds, allTicket: fields.allTicket } : {}),
    whatsappId: fields.whatsappId === '' ? null : Number(fields.whatsappId),
  } as CreateUserBody & UpdateUserBody;
}
