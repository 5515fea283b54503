import { z } from 'zod';
import { contactSchema } from './contact.js';
import { dayParam, flagSchema, idSchema, pageNumberSchema, refSchema } from './common.js';

export const TICKET_STATUS_VALUES = ['pending', 'open', 'closed'] as const;
export const TICKETS_PAGE_SIZE = 40;

/** A ticket as the API and the socket answer it. */
export const ticketSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(TICKET_STATUS_VALUES),
  companyId: z.number().int(),
  contactId: z.number().int(),
  contact: contactSchema,
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  queueId: z.number().int().nullable(),
  queue: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  whatsappId: z.number().int().nullable(),
  whatsapp: z.object({ id: z.number().int(), name: z.string(), provider: z.string() }).nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  /** The latest message a person wrote (automatic ones only until someone writes). */
  lastMessage: z.string(),
  /** The message `lastMessage` shows, when known. */
  lastMessageId: z.number().int().nullable(),
  /** Its ack (0 to 5) when it is ours, for the row's ticks; null when the customer wrote it. */
  lastMessageAck: z.number().int().min(0).max(5).nullable(),
  lastMessageAt: z.string(),
  /** Who spoke last: true when it was us (auto-close only fires then). */
  fromMe: z.boolean(),
  unreadMessages: z.number().int(),
  isGroup: z.boolean(),
  chatbot: z.boolean(),
  queueOptionId: z.number().int().nullable(),
  useIntegration: z.boolean(),
  promptId: z.number().int().nullable(),
  integrationId: z.number().int().nullable(),
  /** Cloud API connections: end of the 24-hour customer-service window. */
  windowExpiresAt: z.string().nullable(),
  /**
   * Only in `GET /tickets` searching words: the newest message holding them, its text cut to a
   * window around the first one, so the list can show why the ticket matched.
   */
  searchMatch: z.object({ messageId: z.number().int(), body: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSchema), count: z.number().int(), hasMore: z.boolean() });
export type TicketList = z.infer<typeof ticketListSchema>;

/** A JSON array in a query string (`queueIds=[1,2]`), also accepted repeated or comma separated. */
export const idListParam = z
  .union([z.string().max(2000), z.array(z.string().max(50)).max(200)])
  .optional()
  .transform((value, ctx): number[] => {
    if (value === undefined || value === '') return [];
    let items: unknown[];
    if (Array.isArray(value)) items = value;
    else if (value.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        items = Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Invalid list' });
        return z.NEVER;
      }
    } else items = value.split(',');
    const ids = items.map((item) => (typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : item)).map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid list' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');


/** `GET /tickets`. */
export const ticketListQuerySchema = z.object({
  searchParam: z.string().max(200).optional().default(''),
  pageNumber: pageNumberSchema,
  status: z.enum(TICKET_STATUS_VALUES).or(z.literal('')).optional(),
  showAll: booleanParam,
  withUnreadMessages: booleanParam,
  queueIds: idListParam,
  tags: idListParam,
  users: idListParam,
  date: dayParam,
  updatedAt: dayParam,
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;


/** `POST /tickets`. `companyId` is accepted and ignored: the session decides. */
export const ticketCreateSchema = z.object({
  contactId: idSchema,
  queueId: refSchema,
  whatsappId: refSchema,
  userId: refSchema,
  status: z.enum(TICKET_STATUS_VALUES).optional(),
  companyId: z.unknown().optional(),
});
export type TicketCreateBody = z.output<typeof ticketCreateSchema>;

/** `PUT /tickets/{id}`: a status transition or a transfer. */
export const ticketUpdateSchema = z.object({
  status: z.enum(TICKET_STATUS_VALUES).optional(),
  userId: refSchema,
  queueId: refSchema,
  whatsappId: refSchema,
  useIntegration: flagSchema.optional(),
  promptId: refSchema,
  integrationId: refSchema,
  chatbot: flagSchema.optional(),
  queueOptionId: refSchema,
});
export type TicketUpdateBody = z.output<typeof ticketUpdateSchema>;

/** `ERR_OTHER_OPEN_TICKET` carries the ticket that holds the contact. */
export const otherOpenTicketSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(TICKET_STATUS_VALUES),
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  queue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OtherOpenTicket = z.infer<typeof otherOpenTicketSchema>;


/**
 * `GET /tickets/waiting-without-queue` (admins): pending tickets without a queue, which only admins
 * and users with `allTicket` see, and since when the oldest one waits.
 */
export const waitingWithoutQueueSchema = z.object({ count: z.number().int(), oldestSince: z.string().nullable() });
export type WaitingWithoutQueue = z.infer<typeof waitingWithoutQueueSchema>;

/**
 * `GET /ticket/kanban`: the list's filters (statuses are the board's: open and
 * pending); the seeds' `teste` is accepted and ignored. `lane` (our addition) pages one lane:
 * `open` for tickets without a kanban tag, or a kanban tag's id.
 */
export const kanbanTicketsQuerySchema = ticketListQuerySchema.extend({
  lane: z.union([z.literal('open'), idSchema]).optional(),
  teste: z.string().max(50).optional(),
});
