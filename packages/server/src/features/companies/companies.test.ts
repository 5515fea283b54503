import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySchema } from '@prosa/contract';
import { createCompany, createUser, setSetting } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const route = 'GET /companies/{id}';

async function companyWith(profile: 'admin' | 'user' = 'admin', extra: { super?: boolean } = {}) {
  const company = await createCompany(server.db, { phone: '11987654321', billingName: 'Loja da Ana Ltda', city: 'Recife' });
  const user = await createUser(server.db, company.id, { profile, ...extra });
  return { company, headers: (await loginAs(server, user.email)).headers };
}

const read = (id: number | string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `/companies/${id}`, headers });

describe(route, () => {
  it(routeCase(route, 'success', 'an admin reads their company with plan, settings and schedules'), async () => {
    const { company, headers } = await companyWith();
    await setSetting(server.db, company.id, 'campaignsEnabled', 'false');
    await setSetting(server.db, company.id, 'userRating', 'enabled');
    const response = await read(company.id, headers);
    expect(response.statusCode).toBe(200);
    const body = companySchema.parse(response.json());
    expect(body).toMatchObject({
      id: company.id,
      name: company.name,
      phone: '11987654321',
      planId: company.planId,
      plan: { id: company.planId, users: 10 },
      status: true,
      campaignsEnabled: false,
      dueDate: company.dueDate,
      recurrence: 'MENSAL',
      billingName: 'Loja da Ana Ltda',
      city: 'Recife',
    });
    expect(body.schedules).toHaveLength(7);
    expect(body.schedules[0]).toMatchObject({ weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' });
    expect(body.settings).toContainEqual({ key: 'userRating', value: 'enabled' });
    expect(body.settings).toContainEqual({ key: 'campaignsEnabled', value: 'false' });
  });

  it('the super user reads any company', async () => {
    const other = await companyWith();
    const platform = await companyWith('admin', { super: true });
    const response = await read(other.company.id, platform.headers);
    expect(response.statusCode).toBe(200);
    expect(companySchema.parse(response.json())).toMatchObject({ id: other.company.id, name: other.company.name });
  });

  it(routeCase(route, '404', 'an admin asking for another company, or one that does not exist'), async () => {
    const mine = await companyWith();
    const theirs = await companyWith();
    for (const id of [theirs.company.id, 2_000_000_000]) {
      const response = await read(id, mine.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_COMPANY_FOUND');
    }
  });

  it(routeCase(route, '403', 'a user who is not an admin, even of that company'), async () => {
    const { company, headers } = await companyWith('user');
    const response = await read(company.id, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });

  it(routeCase(route, '400', 'an id that is not a row id'), async () => {
    const { headers } = await companyWith();
    for (const id of ['abc', '0', '-3', '99999999999']) expect((await read(id, headers)).statusCode).toBe(400);
  });

  it(routeCase(route, '401'), async () => {
    expect((await read(1)).statusCode).toBe(401);
  });
});
