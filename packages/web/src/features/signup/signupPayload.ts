import type { SignupBody } from '@prosa/contract';
import { phoneDigits } from './phoneMask';
import type { SignupFields } from './signupSchema';

/** A new company is due 3 days after signing up. */
export const TRIAL_DAYS = 3;

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The company signup payload. The server computes due date, recurrence and status itself; they are
 * sent anyway so the request is the seed's.
 */
export function signupPayload(fields: SignupFields, now: Date = new Date()): SignupBody {
  const due = new Date(now.getFullYear(), now.getMonth(), now.getDate() + TRIAL_DAYS);
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: phoneDigits(fields.phone),
    password: fields.password,
    planId: fields.planId,
    recurrence: 'MENSAL',
    dueDate: isoDay(due),
    status: true,
    campaignsEnabled: true,
  };
}
