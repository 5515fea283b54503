import { z } from 'zod';
import { boundedText, emailSchema, flagSchema, idListSchema, pageNumberSchema, refSchema, TEXT } from './common.js';

/** A user as the users API answers it. */
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

export const USER_PROFILES = ['admin', 'supervisor', 'user'] as const;

/**
 * `allTicket` in the seeds' spelling; `disabled` is accepted as the same value, and so
 * are the flag forms of `flagSchema` (`true`, `false`, `'1'` …), as a switch sends them.
 */
export const allTicketSchema = z
  .union([z.literal('desabled').transform(() => false), flagSchema])
  .transform((on): 'enabled' | 'desabled' => (on ? 'enabled' : 'desabled'));

/** A default connection, or none (the modal's blank choice sends '', null or false). */
const whatsappIdSchema = refSchema;

const queueIdsSchema = idListSchema(1000);

/** `POST /users`. `companyId` of the seeds' client is ignored. */
export const createUserBodySchema = z.object({
  name: boundedText(2, 50),
  email: emailSchema,
  password: z.string({ error: TEXT.required }).min(1, TEXT.required).pipe(passwordSchema),
  profile: z.enum(USER_PROFILES, { error: TEXT.required }).default('user'),
  queueIds: queueIdsSchema.optional().default([]),
  whatsappId: whatsappIdSchema.transform((value) => value ?? null),
  allTicket: allTicketSchema.optional().default('desabled'),
  companyId: z.unknown().optional(),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/**
 * `PUT /users/{id}`: the account menu sends name, e-mail and password; the users page adds profile,
 * queues, default connection and allTicket. Fields left out keep their stored values.
 */
export const updateUserBodySchema = z.object({
  name: boundedText(2, 50),
  email: emailSchema,
  password: z.union([passwordSchema, z.literal('')]).optional(),
  profile: z.enum(USER_PROFILES, { error: TEXT.required }).optional(),
  queueIds: queueIdsSchema.optional(),
  whatsappId: whatsappIdSchema,
  allTicket: allTicketSchema.optional(),
  companyId: z.unknown().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const usersQuerySchema = z.object({
  searchParam: z.string().max(200).optional().default(''),
  pageNumber: pageNumberSchema,
  companyId: z.unknown().optional(),
});

/** `GET /users`: 20 per page, ordered by name. */
export const usersPageSchema = z.object({ users: z.array(userSchema), count: z.number().int(), hasMore: z.boolean() });
export type UsersPage = z.infer<typeof usersPageSchema>;
