import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per login. Access tokens name their session, so logging out revokes them at once; the
 * refresh token is rotated on every use and only the current one (`refreshJti`) is accepted.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshJti: uuid(),
    refreshExpiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Failed logins counted per key (`pair:{ip}:{email}` and `ip:{ip}`) within a window. */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code: the code itself is only ever in the e-mail. */
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
