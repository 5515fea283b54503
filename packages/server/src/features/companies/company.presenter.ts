import type { Company, SessionCompany } from '@prosa/contract';
import type { CompanyRow, plans } from '../../db/schema/index.js';
import { presentPlan } from '../plans/plan.presenter.js';


export function presentSessionCompany(company: CompanyRow, settingRows: { key: string; value: string }[]): SessionCompany {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    status: company.status,
    dueDate: company.dueDate,
    // The subscription page counts the trial down to the due date.
    trialExpiration: company.dueDate,
    recurrence: company.recurrence,
    planId: company.planId,
    schedules: company.schedules,
    settings: settingRows.map(({ key, value }) => ({ key, value })),
  };
}

/** The whole company for its administrators and the super user (`GET /companies/{id}`). */
export function presentCompany(company: CompanyRow, plan: typeof plans.$inferSelect, settingRows: { key: string; value: string }[]): Company {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    planId: company.planId,
    plan: presentPlan(plan),
    status: company.status,
    campaignsEnabled: settingRows.find((row) => row.key === 'campaignsEnabled')?.value !== 'false',
    dueDate: company.dueDate,
    recurrence: company.recurrence,
    schedules: company.schedules,
    settings: settingRows.map(({ key, value }) => ({ key, value })),
    billingName: company.billingName,
    zipCode: company.zipCode,
    street: company.street,
    state: company.state,
    city: company.city,
    district: company.district,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}
