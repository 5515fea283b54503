import type { Queue } from '@prosa/contract';
import type { QueueRow } from '../../db/schema/index.js';
import { signMediaUrl } from '../../media/signed-urls.js';


/** The queue's wire shape, shared by REST answers and `company-{id}-queue` events. */
export function presentQueue(row: QueueRow, media: { secret: string; now: Date }): Queue {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    color: row.color,
    greetingMessage: row.greetingMessage,
    outOfHoursMessage: row.outOfHoursMessage,
    orderQueue: row.orderQueue,
    schedules: row.schedules,
    integrationId: row.integrationId,
    promptId: row.promptId,
    mediaPath: row.mediaPath,
    mediaName: row.mediaName,
    mediaUrl: row.mediaPath ? signMediaUrl(media.secret, row.mediaPath, media.now) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
