import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { whatsappLeases, whatsapps } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { pair } from '../providers/simulator/simulator-network.js';
import { createCompany, createUser, TEST_PASSWORD, unique } from '../test/factories.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { openTestDatabase } from '../test/test-database.js';
import { waitFor } from '../test/wait-for.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const processes: ServerProcess[] = [];
let database: Database | undefined;
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await database?.close();
});

/**
 * Two real server processes on one PostgreSQL: the owner of the simulator
 * connections is killed with SIGKILL; the other takes them over and keeps delivering.
 */
describe.skipIf(!onPostgres)('session failover between processes', () => {
  it('the survivor takes the connections over within 30 s and keeps delivering', { timeout: 120_000 }, async () => {
    database = await openTestDatabase();
    const { db } = database;
    const company = await createCompany(db);
    const admin = await createUser(db, company.id, { profile: 'admin' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await db.insert(whatsapps).values({ companyId: company.id, name: `Sim ${i}`, provider: 'simulator', token: unique('tok'), isDefault: i === 0 }).returning();
      await pair(db, row!.id, `5511900000${String(i).padStart(3, '0')}`);
      ids.push(row!.id);
    }
    const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const env = { DATABASE_URL: url, SIMULATOR_ENABLED: 'true' };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    processes.push(a!, b!);
    const owners = async () => (await db.select().from(whatsappLeases)).filter((lease) => ids.includes(lease.whatsappId));
    await waitFor(async () => (await owners()).length === 3 && (await db.select().from(whatsapps).where(eq(whatsapps.companyId, company.id))).every((w) => w.status === 'CONNECTED'), { timeoutMs: 30_000, what: 'connected' });

    const pidOf = (owner: string) => Number(owner.split(':')[1]);
    const victimPid = pidOf((await owners())[0]!.owner);
    const victim = a!.child.pid === victimPid ? a! : b!;
    const survivor = victim === a ? b! : a!;
    const victimIds = (await owners()).filter((lease) => pidOf(lease.owner) === victimPid).map((lease) => lease.whatsappId);
    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    await waitFor(async () => (await owners()).every((lease) => pidOf(lease.owner) === survivor.child.pid), { timeoutMs: 40_000, what: 'takeover' });
    const takeoverMs = Date.now() - killedAt;
    process.stdout.write(`session takeover after SIGKILL: ${takeoverMs} ms for ${victimIds.length} connection(s)\n`);
    expect(takeoverMs).toBeLessThan(30_000);
    expect((await owners()).filter((lease) => victimIds.includes(lease.whatsappId)).every((lease) => lease.fencingToken >= 2)).toBe(true);

    const token = ((await (await fetch(`${survivor.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }) })).json()) as { token: string }).token;
    await waitFor(async () => (await db.select().from(whatsapps).where(eq(whatsapps.id, victimIds[0]!)))[0]?.status === 'CONNECTED', { timeoutMs: 10_000, what: 'reconnected' });
    const delivered = await fetch(`${survivor.url}/simulator/${victimIds[0]}/inbound`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ from: '5511977776666', body: 'ainda aí?' }) });
    expect(delivered.status).toBe(201);
  });
});
