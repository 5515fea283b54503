import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { whatsapps } from '../../db/schema/index.js';
import type { CloudConnection } from './cloud-credentials.js';

const columns = {
  id: whatsapps.id,
  companyId: whatsapps.companyId,
  provider: whatsapps.provider,
  cloudPhoneNumberId: whatsapps.cloudPhoneNumberId,
  cloudBusinessAccountId: whatsapps.cloudBusinessAccountId,
  cloudAccessToken: whatsapps.cloudAccessToken,
  cloudAppSecret: whatsapps.cloudAppSecret,
  cloudVerifyToken: whatsapps.cloudVerifyToken,
};

/*
 * Webhooks carry no session: Meta addresses the connection by the id in the callback URL and proves
 * itself with the app secret, so these lookups are by connection id or phone number id, and the
 * company comes from the row found.
 */

/** A Cloud API connection by id; connections of other providers do not exist for the webhook. */
export async function findCloudConnection(executor: Executor, id: number): Promise<CloudConnection | undefined> {
  const [row] = await executor.select(columns).from(whatsapps).where(and(eq(whatsapps.id, id), eq(whatsapps.provider, 'cloud')));
  return row;
}

/** Cloud connections registered for any of these phone number ids (the index whatsapps_cloud_phone_idx). */
export async function findCloudConnectionsByPhone(executor: Executor, phoneNumberIds: string[]): Promise<CloudConnection[]> {
  if (phoneNumberIds.length === 0) return [];
  return executor
    .select(columns)
    .from(whatsapps)
    .where(and(inArray(whatsapps.cloudPhoneNumberId, phoneNumberIds), eq(whatsapps.provider, 'cloud')));
}
