import { type AnyPgColumn, bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';
import { contacts } from './contacts.js';
import { tickets } from './tickets.js';
import { users } from './users.js';
import { whatsapps } from './whatsapps.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Messages. Outbound ones are stored when sent, pending
 * until the provider confirms; the provider id is unique per connection so echoes and redeliveries
 * land on the same row. `searchVector` serves the ticket list's body search.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    providerMessageId: text(),
    fromMe: boolean().notNull(),
    /** The agent who wrote it; null for the customer, the bot and the phone. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The group participant who wrote it (groups only). */
    participantContactId: integer().references(() => contacts.id, { onDelete: 'set null' }),
    body: text().notNull().default(''),
    mediaType: text().notNull().default('chat'),
    mediaPath: text(),
    mediaName: text(),
    mimetype: text(),
    /** What an AI prompt heard in a voice message (transcribed once, then part of its conversation). */
    transcript: text(),
    /** Location, contact cards and the like, as the provider described them. */
    extra: jsonb(),
    ack: integer().notNull().default(0),
    read: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    isEdited: boolean().notNull().default(false),
    isAutomatic: boolean().notNull().default(false),
    quotedMsgId: bigint({ mode: 'number' }).references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** Outbound delivery: pending until the provider accepts it, failed with its error. */
    sendStatus: text({ enum: ['received', 'pending', 'sending', 'sent', 'failed'] }).notNull().default('received'),
    sendError: text(),
    /** Failed send attempts so far; the send is given up after a few (send-message.job.ts). */
    sendAttempts: integer().notNull().default(0),
    idempotencyKey: text(),
    /** The provider's own message object (Baileys needs it for retries, quotes and receipts). */
    raw: jsonb(),
    /** Words of the body, case- and accent-folded (`immutable_unaccent_lower`, migration 0006). */
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, coalesce(immutable_unaccent_lower(body), ''))`),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_provider_id_uq').on(t.whatsappId, t.providerMessageId).where(sql`provider_message_id is not null`),
    uniqueIndex('messages_idempotency_uq').on(t.companyId, t.idempotencyKey).where(sql`idempotency_key is not null`),
    index('messages_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
    index('messages_history_idx').on(t.contactId, t.whatsappId, t.createdAt, t.id),
    index('messages_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * The words of each ticket's messages, one row per word and ticket: what a one-word search reads
 * instead of the messages' word index (an index-only range scan gives the ticket ids, with no visit
 * to `messages`). Kept exactly equal to the lexemes of the ticket's messages' `search_vector` by
 * triggers on `messages` (migration 0024: insert and delete per statement, an edit of the body per
 * row), in the same transaction as the message; docs/PERFORMANCE.md "Search (d)".
 */
export const ticketWords = pgTable(
  'ticket_words',
  {
    companyId: integer().notNull(),
    /** A lexeme of `messages.search_vector`; compared byte by byte (`text_pattern_ops`) for prefixes. */
    word: text().notNull(),
    ticketId: integer().notNull(),
  },
  (t) => [uniqueIndex('ticket_words_uq').on(t.companyId, t.word.op('text_pattern_ops'), t.ticketId)],
);

/** Earlier texts of edited messages (edits keep the previous text). */
export const messageEdits = pgTable(
  'message_edits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    previousBody: text().notNull(),
    editedAt: at().notNull().defaultNow(),
  },
  (t) => [index('message_edits_message_idx').on(t.messageId)],
);

/** Reactions on a message, one per reacting person (a new emoji replaces, an empty one removes). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** `me` for our side, otherwise the reacting contact's id. */
    reactor: text().notNull(),
    emoji: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_reactions_uq').on(t.messageId, t.reactor)],
);

export type MessageRow = typeof messages.$inferSelect;
