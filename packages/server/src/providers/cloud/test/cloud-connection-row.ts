import { whatsapps } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { createCompany, unique } from '../../../test/factories.js';
import { FIXTURE_PHONE_NUMBER_ID } from './fixtures.js';

/** A company with one Cloud API connection row, inserted directly (the connection routes are not under test). */
export async function createCloudConnection(db: Db, overrides: Partial<typeof whatsapps.$inferInsert> = {}) {
  const company = await createCompany(db);
  const [row] = await db
    .insert(whatsapps)
    .values({
      companyId: company.id,
      name: unique('cloud'),
      provider: 'cloud',
      token: unique('token'),
      cloudPhoneNumberId: FIXTURE_PHONE_NUMBER_ID,
      cloudBusinessAccountId: '102290129340398',
      cloudAccessToken: unique('EAAG'),
      cloudAppSecret: unique('app-secret'),
      cloudVerifyToken: unique('verify'),
      ...overrides,
    })
    .returning();
  return row!;
}
