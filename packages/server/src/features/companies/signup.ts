import { eq } from 'drizzle-orm';
import { defaultWeekSchedule, type signupBodySchema, SETTING_DEFAULTS } from '@prosa/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { companies, plans, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { addDays, dateInZone } from '../../shared/dates.js';
import { hashPassword } from '../auth/passwords.js';
import { createDefaultSettings } from '../settings/default-settings.js';
import { signupOpen } from '../settings/user-creation.js';
import { emailInUse } from '../users/users.repository.js';
import { scheduleInvoiceScan } from '../invoices/invoice-scan.job.js';

export const TRIAL_DAYS = 3;

type SignupInput = z.output<typeof signupBodySchema>;

function campaignsSetting(value: SignupInput['campaignsEnabled']): string {
  if (value === undefined) return SETTING_DEFAULTS.campaignsEnabled;
  return String(value) === 'false' ? 'false' : 'true';
}

/**
 * `POST /companies/cadastro`: a company, its admin and every setting, in one
 * transaction. Due date (today + 3 days), recurrence and status are the server's to decide.
 */
export async function signup(ctx: AppContext, input: SignupInput) {
  if (!(await signupOpen(ctx.db))) throw new AppError('ERR_USER_CREATION_DISABLED');
  const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.id, input.planId));
  if (!plan) throw new AppError('ERR_NO_PLAN_FOUND');
  const passwordHash = await hashPassword(input.password);
  const dueDate = addDays(dateInZone(ctx.clock.now(), SETTING_DEFAULTS.timezone), TRIAL_DAYS);

  const created = ctx.db.transaction(async (tx) => {
    if (await emailInUse(tx, input.email)) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
    const [company] = await tx
      .insert(companies)
      .values({ name: input.name, email: input.email, phone: input.phone, planId: plan.id, status: true, dueDate, recurrence: 'MENSAL', schedules: defaultWeekSchedule() })
      .returning();
    await tx.insert(users).values({ companyId: company!.id, name: input.name, email: input.email, passwordHash, profile: 'admin', allTicket: 'enabled' });
    await createDefaultSettings(tx, company!.id, { campaignsEnabled: campaignsSetting(input.campaignsEnabled) });
    // A trial ends within the invoice window: its first invoice is made at once.
    await scheduleInvoiceScan(tx, ctx.clock.now(), company!.id);
    return company!;
  });
  void created.then(() => ctx.jobs.wake(), () => undefined);
  // Two signups racing for one e-mail: the unique index decides, and the loser gets the same answer.
  return created.catch((error: unknown) => {
    throw isUniqueViolation(error, 'users_email_uq') ? new AppError('ERR_EMAIL_ALREADY_EXISTS') : error;
  });
}
