import type { Company, CompanyListItem, SessionCompany } from '@prosa/contract';
import type { CompanyRow, plans } from '../../db/schema/index.js';
import { presentPlan } from '../plans/plan.presenter.js';
import { PLATFORM_DUE_DATE } from './platform-company.js';

/**
 * A company without a due date never expires; it reads as the platform's own company does, a day far
 * ahead, because clients compare the due date with today before letting anyone in.
 */
export const presentedDueDate = (company: { dueDate: string | null }): string => company.dueDate ?? PLATFORM_DUE_DATE;


export function presentSessionCompany(company: CompanyRow, settingRows: { key: string; value: string }[]): SessionCompany {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    status: company.status,
    dueDate: presentedDueDate(company),
    // The subscription page counts the trial down to the due date.
    trialExpiration: presentedDueDate(company),
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
    dueDate: presentedDueDate(company),
    recurrence: company.recurrence,
    schedules: company.schedules,
    settings: settingRows.map(({ key, value }) => ({ key, value })),
    ...billingAndTimes(company),
  };
}

/** A row of the super user's company list: the plan named, `campaignsEnabled` from its setting. */
export function presentCompanyListItem(company: CompanyRow, plan: { id: number; name: string }, campaignsSetting: string | null): CompanyListItem {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    planId: company.planId,
    plan,
    status: company.status,
    campaignsEnabled: campaignsSetting !== 'false',
    dueDate: presentedDueDate(company),
    recurrence: company.recurrence,
    ...billingAndTimes(company),
  };
}

/** The billing address and timestamps, the same in the company record and in the list row. */
function billingAndTimes(company: CompanyRow) {
  return {
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
