import { scheduleInvoiceScan } from '../invoices/invoice-scan.job.js';
import { randomBytes } from 'node:crypto';
import { defaultWeekSchedule, type Company, type companyBodySchema } from '@prosa/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { companies, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { hashPassword } from '../auth/passwords.js';
import { createDefaultSettings } from '../settings/default-settings.js';
import { emailInUse } from '../users/users.repository.js';
import { showCompany } from './companies.service.js';
import { assertPlanExists } from './companies.repository.js';

type CompanyInput = z.output<typeof companyBodySchema>;

/** A password for the first admin when the super user gave none: 12 characters, told once. */
function generatedPassword(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * `POST /companies` (the super user's company form): the company, every setting with its default
 * and its first admin (the company's e-mail) in one transaction.
 */
export async function createCompany(ctx: AppContext, caller: RequestAuth, input: CompanyInput): Promise<Company & { adminPassword?: string }> {
  // Refused early, before the costly hash; the transaction checks again (and the unique index decides).
  await assertPlanExists(ctx.db, input.planId);
  if (await emailInUse(ctx.db, input.email)) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
  const adminPassword = input.password ?? generatedPassword();
  const passwordHash = await hashPassword(adminPassword);
  const created = await ctx.db
    .transaction(async (tx) => {
      await assertPlanExists(tx, input.planId);
      if (await emailInUse(tx, input.email)) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          planId: input.planId,
          status: input.status,
          dueDate: input.dueDate ?? null,
          recurrence: input.recurrence,
          schedules: defaultWeekSchedule(),
          billingName: input.billingName ?? '',
          zipCode: input.zipCode ?? '',
          street: input.street ?? '',
          state: input.state ?? '',
          city: input.city ?? '',
          district: input.district ?? '',
        })
        .returning();
      await tx.insert(users).values({ companyId: company!.id, name: input.name, email: input.email, passwordHash, profile: 'admin', allTicket: 'enabled' });
      await createDefaultSettings(tx, company!.id, input.campaignsEnabled === undefined ? {} : { campaignsEnabled: String(input.campaignsEnabled) });
      await scheduleInvoiceScan(tx, ctx.clock.now(), company!.id);
      return company!;
    })
    .catch((error: unknown) => {
      // Two creations racing for one e-mail: the unique index decides.
      throw isUniqueViolation(error, 'users_email_uq') ? new AppError('ERR_EMAIL_ALREADY_EXISTS') : error;
    });
  const company = await showCompany(ctx, caller, created.id);
  return input.password === undefined ? { ...company, adminPassword } : company;
}
