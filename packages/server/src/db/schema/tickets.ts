import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { contacts } from './contacts.js';
import { queueOptions } from './queue-options.js';
import { queues } from './queues.js';
import { tags } from './tags.js';
import { users } from './users.js';
import { whatsapps } from './whatsapps.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Minutes from one instant column to another, as float8 (null when either is). The dashboard's
 * figures average and rank these values; computed once, when the row is written, instead of on
 * every read (the numeric `extract` cost more than the index scan that reads the samples).
 */
const minutesBetween = (start: string, end: string) => doublePrecision().generatedAlwaysAs(sql.raw(`extract(epoch from (${end} - ${start})) / 60.0::float8`));

/**
 * One attendance: at most one ticket that is not closed per
 * contact and connection, enforced by a partial unique index. Timing columns feed the dashboard.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    status: text({ enum: ['pending', 'open', 'closed'] }).notNull().default('pending'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    queueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    isGroup: boolean().notNull().default(false),
    /**
     * The list's preview: the latest message a person wrote (customer or agent). Automatic messages
     * replace it only while no person wrote, so a bot greeting never hides what the customer asked.
     */
    lastMessage: text().notNull().default(''),
    /** The message `lastMessage` shows: the list reads its ack for the row's ticks. */
    lastMessageId: bigint({ mode: 'number' }),
    /** When the last message (either way) happened: the list is ordered by it. */
    lastMessageAt: at().notNull().defaultNow(),
    unreadMessages: integer().notNull().default(0),
    /** Who spoke last (auto-close only fires when the agent did). */
    fromMe: boolean().notNull().default(false),
    // Bot state.
    chatbot: boolean().notNull().default(false),
    queueOptionId: integer().references(() => queueOptions.id, { onDelete: 'set null' }),
    botMenuCount: integer().notNull().default(0),
    botStartedAt: at(),
    useIntegration: boolean().notNull().default(false),
    integrationId: integer(),
    /** The last customer message handed to the ticket's automation: the next turn sends those after it. */
    integrationCursor: bigint({ mode: 'number' }),
    promptId: integer(),
    /** The ticket's conversation on its Typebot (its v1 chat session); null until the flow starts. */
    typebotSessionId: text(),
    /** The choices the Typebot is waiting on, in the order listed to the customer: a number picks one. */
    typebotChoices: jsonb().$type<string[]>(),
    // Timing of the attendance.
    queuedAt: at(),
    acceptedAt: at(),
    closedAt: at(),
    ratingRequestedAt: at(),
    outOfHoursNotifiedAt: at(),
    /** The customer's last message: opens the Cloud API's 24-hour window and drives auto-close. */
    lastInboundAt: at(),
    /** Invalid answers to the current bot menu (counts toward `maxUseBotQueues`). */
    botInvalidCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_uuid_uq').on(t.uuid),
    uniqueIndex('tickets_one_open_per_contact_uq').on(t.contactId, t.whatsappId).where(sql`status <> 'closed'`),
    // Ascending on purpose: PostgreSQL scans them backwards for ORDER BY … DESC.
    index('tickets_company_status_activity_idx').on(t.companyId, t.status, t.lastMessageAt),
    index('tickets_company_queue_status_activity_idx').on(t.companyId, t.queueId, t.status, t.lastMessageAt),
    index('tickets_company_user_status_activity_idx').on(t.companyId, t.userId, t.status, t.lastMessageAt),
    index('tickets_contact_idx').on(t.contactId, t.whatsappId),
    // Tab counts (index-only), and the `date` / `updatedAt` day filters without a status (docs/PERFORMANCE.md).
    index('tickets_company_status_idx').on(t.companyId, t.status),
    index('tickets_company_created_idx').on(t.companyId, t.createdAt),
    index('tickets_company_updated_idx').on(t.companyId, t.updatedAt),
  ],
);

/** Every change of a ticket (who, when, from, to): the source of waiting and service times. */
export const ticketTransitions = pgTable(
  'ticket_transitions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    action: text({ enum: ['create', 'accept', 'return', 'resolve', 'reopen', 'transfer', 'auto-close', 'auto-transfer', 'bot-queue'] }).notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    fromQueueId: integer(),
    toQueueId: integer(),
    fromUserId: integer(),
    toUserId: integer(),
    /** The user who acted; null for the bot and timers. */
    actorUserId: integer(),
    at: at().notNull().defaultNow(),
    /**
     * The starts of the dashboard's intervals, written with the row (features/tickets/ticket-transitions.ts)
     * so a period's figures read no other row. On a resolution (`resolve`, `auto-close`): the
     * latest move into open before it (the service's start), the customer's first message of the
     * attendance and the first reply a person wrote after it. On an acceptance (pending → open by
     * `accept` or `transfer`): the latest move into pending that changed status or queue (the wait's start).
     */
    serviceStartedAt: at(),
    firstCustomerMessageAt: at(),
    firstHumanReplyAt: at(),
    waitStartedAt: at(),
    /** The intervals themselves, kept by PostgreSQL from the starts (generated columns). */
    serviceMinutes: minutesBetween('service_started_at', 'at'),
    firstResponseMinutes: minutesBetween('first_customer_message_at', 'first_human_reply_at'),
    waitMinutes: minutesBetween('wait_started_at', 'at'),
    /**
     * On a resolution: the ticket's rating (1–3) and the user it was recorded for, once the customer
     * answered the survey (written on the ticket's resolutions when the rating is recorded, and with
     * a later resolution of a rated ticket), so the attendants' ratings are one index range too.
     */
    rating: integer(),
    ratedUserId: integer(),
  },
  (t) => [
    index('ticket_transitions_company_at_idx').on(t.companyId, t.at),
    index('ticket_transitions_ticket_idx').on(t.ticketId, t.at),
    // The creations of a company in a period (the tickets-per-day chart).
    index('ticket_transitions_company_action_at_idx').on(t.companyId, t.action, t.at),
    // The dashboard's samples, each read by one index-only range scan: every column a figure needs
    // is a key column (the predicates are the samples' own, written the same way in the queries).
    index('ticket_transitions_resolutions_idx')
      .on(t.companyId, t.at, t.toUserId, t.toQueueId, t.serviceMinutes, t.firstResponseMinutes)
      .where(sql`action in ('resolve', 'auto-close')`),
    index('ticket_transitions_acceptances_idx')
      .on(t.companyId, t.at, t.toQueueId, t.waitMinutes)
      .where(sql`action in ('accept', 'transfer') and from_status = 'pending' and to_status = 'open'`),
    index('ticket_transitions_ratings_idx')
      .on(t.companyId, t.at, t.ratedUserId, t.ticketId, t.rating)
      .where(sql`action in ('resolve', 'auto-close') and rating is not null`),
  ],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('ticket_tags_tag_idx').on(t.tagId)],
);

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull(),
    ...timestamps,
  },
  (t) => [index('ticket_notes_ticket_idx').on(t.ticketId), index('ticket_notes_contact_idx').on(t.contactId)],
);

/** Rating answers (1 to 3) recorded against the agent who served. */
export const userRatings = pgTable(
  'user_ratings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    rate: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_ratings_ticket_uq').on(t.ticketId), index('user_ratings_company_user_idx').on(t.companyId, t.userId, t.createdAt)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketNoteRow = typeof ticketNotes.$inferSelect;
