import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { queues } from './queues.js';

/** WhatsApp connections with the fields of each provider. */
export const whatsapps = pgTable(
  'whatsapps',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    provider: text({ enum: ['beta', 'cloud', 'simulator'] }).notNull().default('beta'),
    status: text({ enum: ['OPENING', 'qrcode', 'PAIRING', 'CONNECTED', 'DISCONNECTED', 'TIMEOUT'] })
      .notNull()
      .default('DISCONNECTED'),
    qrcode: text().notNull().default(''),
    pairingCode: text().notNull().default(''),
    retries: integer().notNull().default(0),
    /** Why the session last stopped (e.g. replaced by another WhatsApp Web), shown to the admin. */
    statusReason: text().notNull().default(''),
    /** The phone number the session is logged in as, once known. */
    number: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    /** Whether a session should be running; "disconnect" turns it off, "try again" back on. */
    sessionWanted: boolean().notNull().default(true),
    greetingMessage: text().notNull().default(''),
    complationMessage: text().notNull().default(''),
    outOfHoursMessage: text().notNull().default(''),
    ratingMessage: text().notNull().default(''),
    expiresInactiveMessage: text().notNull().default(''),
    expiresTicket: integer().notNull().default(0),
    timeUseBotQueues: integer().notNull().default(0),
    maxUseBotQueues: integer().notNull().default(3),
    timeToTransfer: integer(),
    transferQueueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    promptId: integer(),
    integrationId: integer(),
    /** External API bearer token (`POST /api/messages/send`), unique across companies. */
    token: text().notNull(),
    cloudPhoneNumberId: text().notNull().default(''),
    cloudBusinessAccountId: text().notNull().default(''),
    cloudAccessToken: text().notNull().default(''),
    cloudAppSecret: text().notNull().default(''),
    cloudVerifyToken: text().notNull().default(''),
    /** Options given to the last session start (pairing code and number). */
    startOptions: jsonb().$type<{ usePairingCode?: boolean; number?: string }>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('whatsapps_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('whatsapps_token_uq').on(t.token),
    uniqueIndex('whatsapps_one_default_uq').on(t.companyId).where(sql`is_default`),
    index('whatsapps_cloud_phone_idx').on(t.cloudPhoneNumberId),
  ],
);

export const whatsappQueues = pgTable(
  'whatsapp_queues',
  {
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    queueId: integer()
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.whatsappId, t.queueId] }), index('whatsapp_queues_queue_idx').on(t.queueId)],
);

/** Baileys credentials and signal keys, one row per key, encrypted with a key from the server secret. */
export const whatsappAuthKeys = pgTable(
  'whatsapp_auth_keys',
  {
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.whatsappId, t.key] })],
);

/** Which process runs a connection's session. */
export const whatsappLeases = pgTable('whatsapp_leases', {
  whatsappId: integer()
    .primaryKey()
    .references(() => whatsapps.id, { onDelete: 'cascade' }),
  owner: text().notNull(),
  /** Raised on every change of owner; writes by an older owner are refused. */
  fencingToken: bigint({ mode: 'number' }).notNull().default(1),
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  heartbeatAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every inbound provider event, stored before anything acts on it. The dedupe key is
 * the provider message id for messages, plus the update's kind and value for updates.
 */
export const inboundEvents = pgTable(
  'inbound_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['message', 'update', 'call', 'identity'] }).notNull(),
    dedupeKey: text().notNull(),
    /** Chat the event belongs to: events of one chat are processed in order. */
    chatKey: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true, mode: 'date' }),
    error: text(),
  },
  (t) => [
    uniqueIndex('inbound_events_dedupe_uq').on(t.whatsappId, t.kind, t.dedupeKey),
    // Serves both the in-order processing of a chat and the Cloud API's 24-hour window lookup.
    index('inbound_events_chat_idx').on(t.whatsappId, t.chatKey, t.id),
    // The few events still waiting, for the intake lag metric (oldest unprocessed) at every scrape.
    index('inbound_events_unprocessed_idx').on(t.receivedAt).where(sql`processed_at is null`),
  ],
);

/** What the simulated network received from us, for `GET /simulator/{id}/outbox`. */
export const simulatorOutbox = pgTable(
  'simulator_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    providerMessageId: text().notNull(),
    to: text().notNull(),
    body: text().notNull().default(''),
    mediaType: text().notNull().default('chat'),
    filename: text(),
    quotedId: text(),
    extra: jsonb(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('simulator_outbox_idx').on(t.whatsappId, t.sentAt),
    // A send retried after a crash reuses its message id: the simulated network keeps it once, as WhatsApp does.
    uniqueIndex('simulator_outbox_message_uq').on(t.whatsappId, t.providerMessageId),
  ],
);

/**
 * Requests for the process that owns a connection's session (start, new QR, logout, simulated
 * network events), consumed in order. Any process may write one; only the owner acts on it.
 */
export const sessionCommands = pgTable(
  'session_commands',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    command: text({ enum: ['start', 'new-qr', 'logout', 'resume', 'network-drop'] }).notNull(),
    options: jsonb().$type<{ usePairingCode?: boolean; number?: string }>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('session_commands_whatsapp_idx').on(t.whatsappId, t.id)],
);

export type WhatsappRow = typeof whatsapps.$inferSelect;
export type InboundEventRow = typeof inboundEvents.$inferSelect;
