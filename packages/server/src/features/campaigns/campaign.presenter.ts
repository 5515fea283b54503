import type { Campaign, CampaignReport } from '@prosa/contract';
import type { CampaignRow } from '../../db/schema/index.js';
import { signMediaUrl } from '../../media/signed-urls.js';
import type { MediaSigner } from '../quick-messages/quick-message.presenter.js';
import type { CampaignNames } from './campaigns.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The campaign's wire shape; the stored media path becomes a signed URL. */
export function presentCampaign(row: CampaignRow, names: CampaignNames, signer: MediaSigner, report?: CampaignReport): Campaign {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    status: row.status,
    confirmation: row.confirmation,
    message1: row.message1,
    message2: row.message2,
    message3: row.message3,
    message4: row.message4,
    message5: row.message5,
    confirmationMessage1: row.confirmationMessage1,
    confirmationMessage2: row.confirmationMessage2,
    confirmationMessage3: row.confirmationMessage3,
    confirmationMessage4: row.confirmationMessage4,
    confirmationMessage5: row.confirmationMessage5,
    scheduledAt: iso(row.scheduledAt),
    completedAt: iso(row.completedAt),
    whatsappId: row.whatsappId,
    contactListId: row.contactListId,
    tagListId: row.tagListId,
    fileListId: row.fileListId,
    mediaPath: row.mediaPath === null ? null : signMediaUrl(signer.secret, row.mediaPath, signer.now),
    mediaName: row.mediaName,
    contactList: row.contactListId !== null && names.lists.has(row.contactListId) ? { id: row.contactListId, name: names.lists.get(row.contactListId)! } : null,
    whatsapp: row.whatsappId !== null && names.connections.has(row.whatsappId) ? { id: row.whatsappId, name: names.connections.get(row.whatsappId)! } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(report ? { report } : {}),
  };
}
