import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { whatsappLeases, whatsapps } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { createCompany, unique } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import { acquireLease, releaseLeasesOfDeadProcesses } from './leases.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('connection leases', () => {
  it('at start, the leases of this host’s dead processes are freed and the others kept', async () => {
    const company = await createCompany(database.db);
    const ids = (
      await database.db
        .insert(whatsapps)
        .values(['dead', 'alive', 'elsewhere'].map((name) => ({ companyId: company.id, name, provider: 'simulator' as const, token: unique('tok'), sessionWanted: true })))
        .returning({ id: whatsapps.id })
    ).map((row) => row.id);
    const now = new Date();
    await acquireLease(database.db, ids[0]!, 'box:999:aaaa', now, 60_000);
    await acquireLease(database.db, ids[1]!, 'box:4242:bbbb', now, 60_000);
    await acquireLease(database.db, ids[2]!, 'other:999:cccc', now, 60_000);

    expect(await releaseLeasesOfDeadProcesses(database.db, 'box', (pid) => pid === 4242)).toBe(1);
    const left = await database.db.select({ whatsappId: whatsappLeases.whatsappId }).from(whatsappLeases).where(inArray(whatsappLeases.whatsappId, ids));
    expect(left.map((row) => row.whatsappId).sort((a, b) => a - b)).toEqual([ids[1], ids[2]]);
  });
});
