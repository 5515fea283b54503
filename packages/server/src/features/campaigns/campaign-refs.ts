import { eq } from 'drizzle-orm';
import { contactLists, fileLists, tags, whatsapps } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';

export interface CampaignRefs {
  whatsappId?: number | null | undefined;
  contactListId?: number | null | undefined;
  tagListId?: number | null | undefined;
  fileListId?: number | null | undefined;
}

/** Each list and connection a campaign names must be the company's own (another company's is "not found"). */
export async function assertCampaignRefs(executor: Executor, companyId: number, refs: CampaignRefs): Promise<void> {
  if (refs.whatsappId) {
    const found = await executor.select({ id: whatsapps.id }).from(whatsapps).where(inCompany(whatsapps, companyId, eq(whatsapps.id, refs.whatsappId)));
    if (!found.length) throw new AppError('ERR_NO_WAPP_FOUND');
  }
  if (refs.contactListId) {
    const found = await executor.select({ id: contactLists.id }).from(contactLists).where(inCompany(contactLists, companyId, eq(contactLists.id, refs.contactListId)));
    if (!found.length) throw new AppError('ERR_NO_CONTACT_LIST_FOUND');
  }
  if (refs.tagListId) {
    const found = await executor.select({ id: tags.id }).from(tags).where(inCompany(tags, companyId, eq(tags.id, refs.tagListId)));
    if (!found.length) throw new AppError('ERR_NO_TAG_FOUND');
  }
  if (refs.fileListId) {
    const found = await executor.select({ id: fileLists.id }).from(fileLists).where(inCompany(fileLists, companyId, eq(fileLists.id, refs.fileListId)));
    if (!found.length) throw new AppError('ERR_NO_FILE_LIST_FOUND');
  }
}
