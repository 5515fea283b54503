import type { SessionUser } from '@prosa/contract';
import { removeStorage, STORAGE_KEYS, writeStorage } from '../../storage/browserStorage';
import { formatDueDate } from './dueDate';

/**
 * What the login keeps about the company besides the session ids:
 * the due date, and `cshow`, the flag that makes the campaign routes exist (set when the company's
 * `campaignsEnabled` setting is 'true', as the reference client does).
 */
export function rememberCompany(user: SessionUser): void {
  const dueDate = user.company.dueDate;
  if (dueDate) writeStorage(STORAGE_KEYS.companyDueDate, formatDueDate(dueDate));
  else removeStorage(STORAGE_KEYS.companyDueDate);

  const campaigns = user.company.settings.find((setting) => setting.key === 'campaignsEnabled');
  if (campaigns?.value === 'true') writeStorage(STORAGE_KEYS.campaignsShown, 'true');
  else if (campaigns) removeStorage(STORAGE_KEYS.campaignsShown);
}

export function forgetCompany(): void {
  removeStorage(STORAGE_KEYS.companyDueDate);
  removeStorage(STORAGE_KEYS.campaignsShown);
}
