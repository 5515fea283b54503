import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { defaultWeekSchedule, type Profile } from '@prosa/contract';
import type { Db } from '../db/types.js';
import { companies, plans, queues, settings, userQueues, users } from '../db/schema/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import { createDefaultSettings } from '../features/settings/default-settings.js';
import { addDays } from '../shared/dates.js';

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

/** Unique text for names and e-mails, so test files sharing one PostgreSQL never collide. */
export const unique = (prefix = 't') => `${prefix}-${randomUUID().slice(0, 8)}`;

export async function createPlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const [plan] = await db.insert(plans).values({ name: unique('plan'), users: 10, connections: 10, queues: 10, value: 99.9, ...overrides }).returning();
  return plan!;
}

export async function createCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const planId = overrides.planId ?? (await createPlan(db)).id;
  const today = new Date().toISOString().slice(0, 10);
  const [company] = await db
    .insert(companies)
    .values({ name: unique('company'), email: `${unique('c')}@example.com`, planId, status: true, dueDate: addDays(today, 30), schedules: defaultWeekSchedule(), ...overrides })
    .returning();
  await createDefaultSettings(db, company!.id);
  return company!;
}

export async function createUser(db: Db, companyId: number, overrides: Partial<typeof users.$inferInsert> & { profile?: Profile; queueIds?: number[] } = {}) {
  const { queueIds = [], ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({ companyId, name: unique('user'), email: `${unique('u')}@example.com`, passwordHash: await testPasswordHash(), profile: 'admin', ...values })
    .returning();
  if (queueIds.length) await db.insert(userQueues).values(queueIds.map((queueId) => ({ userId: user!.id, queueId })));
  return user!;
}

export async function createQueue(db: Db, companyId: number, overrides: Partial<typeof queues.$inferInsert> = {}) {
  const color = `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}`;
  const [queue] = await db.insert(queues).values({ companyId, name: unique('queue'), color, ...overrides }).returning();
  return queue!;
}

export async function setSetting(db: Db, companyId: number, key: string, value: string): Promise<void> {
  await db.update(settings).set({ value }).where(and(eq(settings.companyId, companyId), eq(settings.key, key)));
}
