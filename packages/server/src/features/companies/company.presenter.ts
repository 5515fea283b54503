import type { SessionCompany } from '@prosa/contract';
import type { companies } from '../../db/schema/index.js';

type CompanyRow = typeof companies.$inferSelect;

export function presentSessionCompany(company: CompanyRow, settingRows: { key: string; value: string }[]): SessionCompany {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    status: company.status,
    dueDate: company.dueDate,
    // The subscription page counts the trial down to the due date (seed 001 §2 "Subscription").
    trialExpiration: company.dueDate,
    recurrence: company.recurrence,
    planId: company.planId,
    schedules: company.schedules,
    settings: settingRows.map(({ key, value }) => ({ key, value })),
  };
}
