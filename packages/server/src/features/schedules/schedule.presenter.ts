import type { Schedule, ScheduleStatus } from '@prosa/contract';
import { signMediaUrl } from '../../media/signed-urls.js';
import type { ScheduleView } from './schedules.repository.js';

export interface MediaSigner {
  secret: string;
  now: Date;
}

/**
 * The stored status, except that a schedule whose message WhatsApp finally refused reads ERRO with
 * the provider's reason: the send pipeline owns the message, the schedule only points at it.
 */
function statusOf(view: ScheduleView): { status: ScheduleStatus; error: string | null } {
  if (view.details.send?.status === 'failed') return { status: 'ERRO', error: view.details.send.error };
  return { status: view.status as ScheduleStatus, error: view.error };
}

/** The schedule's wire shape, shared by REST and the `schedule` channel. */
export function presentSchedule(view: ScheduleView, signer: MediaSigner): Schedule {
  return {
    id: view.id,
    companyId: view.companyId,
    body: view.body,
    sendAt: view.sendAt.toISOString(),
    sentAt: view.sentAt?.toISOString() ?? null,
    ...statusOf(view),
    contactId: view.contactId,
    ticketId: view.ticketId,
    whatsappId: view.whatsappId,
    userId: view.userId,
    mediaPath: view.mediaPath === null ? null : signMediaUrl(signer.secret, view.mediaPath, signer.now),
    mediaName: view.mediaName,
    contact: view.details.contact,
    user: view.details.user,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}
