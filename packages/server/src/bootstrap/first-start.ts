import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { defaultWeekSchedule } from '@prosa/contract';
import type { Db } from '../db/types.js';
import { companies, plans, users } from '../db/schema/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import { PLATFORM_DUE_DATE } from '../features/companies/platform-company.js';
import { createDefaultSettings } from '../features/settings/default-settings.js';

export interface FirstStartResult {
  createdAdmin: boolean;
  adminEmail: string;
  /** Only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

const FIRST_START_LOCK_ID = 4_820_483;

/**
 * On an empty database: the default plan (every feature on; 10 users, connections and queues), the
 * default company and the super admin. Later starts change nothing.
 */
export async function firstStart(db: Db, admin: { email: string; password?: string }): Promise<FirstStartResult> {
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
  return db.transaction(async (tx) => {
    // Two processes booting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START_LOCK_ID})`);
    const [existingSuper] = await tx.select({ email: users.email }).from(users).where(eq(users.super, true)).limit(1);
    if (existingSuper) return { createdAdmin: false, adminEmail: existingSuper.email };

    let [plan] = await tx.select().from(plans).limit(1);
    plan ??= (await tx.insert(plans).values({ name: 'Plano 1', users: 10, connections: 10, queues: 10, value: 30 }).returning())[0]!;
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Empresa 1', email: admin.email, planId: plan.id, status: true, dueDate: PLATFORM_DUE_DATE, recurrence: 'MENSAL', schedules: defaultWeekSchedule() })
      .returning();
    await createDefaultSettings(tx, company!.id);
    await tx.insert(users).values({ companyId: company!.id, name: 'Admin', email: admin.email.toLowerCase(), passwordHash, profile: 'admin', super: true, allTicket: 'enabled' });
    return { createdAdmin: true, adminEmail: admin.email.toLowerCase(), generatedPassword };
  });
}
