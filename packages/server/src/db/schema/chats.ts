import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** Internal chats between users of one company. */
export const chats = pgTable(
  'chats',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The web app's `/chats/{uuid}` links name a chat without its sequential id. */
    uuid: uuid().notNull().defaultRandom(),
    title: text().notNull(),
    /** Only the owner edits or deletes the chat; a removed owner leaves it without one. */
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** "Sender: text" of the latest message, cut for list rows. */
    lastMessage: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('chats_uuid_uq').on(t.uuid), index('chats_company_idx').on(t.companyId, t.updatedAt)],
);

/** Who is in a chat and how many of its messages each has not read. */
export const chatUsers = pgTable(
  'chat_users',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreads: integer().notNull().default(0),
    ...timestamps,
  },
  // The caller's chats are found from the user side.
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_users_user_idx').on(t.userId, t.chatId)],
);

/** Messages of an internal chat. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    ...timestamps,
  },
  // Pages walk back from the newest by id.
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);
