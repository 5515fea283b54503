import { eventsDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companySchedulesSchema, defaultWeekSchedule, SETTING_KEYS, settingSchema } from '@prosa/contract';
import { companies } from '../../db/schema/index.js';
import { setSetting } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { usersTeam } from '../users/users.fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (method: 'GET' | 'PUT', url: string, headers?: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

const settingsOf = (body: unknown) => z.array(settingSchema).parse(body);

notApplicable('GET /settings', '400', 'no parameters');
notApplicable('GET /settings', '404', 'the caller’s own company’s settings; no record is named');
notApplicable('GET /settings', '403', 'every signed-in user reads them (secret values blanked for non-admins)');

describe('GET /settings', () => {
  it(routeCase('GET /settings', 'success', 'every key of the company; secret values blank for non-admins'), async () => {
    const t = await usersTeam(server);
    await setSetting(server.db, t.company.id, 'asaas', 'segredo');
    const forAdmin = settingsOf((await api('GET', '/settings/', t.headers.admin)).json());
    expect(forAdmin.map((s) => s.key).sort()).toEqual([...SETTING_KEYS].sort());
    expect(forAdmin.every((s) => s.companyId === t.company.id)).toBe(true);
    expect(forAdmin.find((s) => s.key === 'asaas')?.value).toBe('segredo');
    const forAgent = settingsOf((await api('GET', '/settings', t.headers.agent)).json());
    expect(forAgent.find((s) => s.key === 'asaas')?.value).toBe('');
    expect(forAgent.find((s) => s.key === 'timezone')?.value).toBe('America/Sao_Paulo');
    expect(forAgent.find((s) => s.key === 'language')?.value).toBe('pt');
  });
  it(routeCase('GET /settings', '401'), async () => {
    expect((await api('GET', '/settings')).statusCode).toBe(401);
  });
});

describe('PUT /settings/{key}', () => {
  it(routeCase('PUT /settings/{key}', 'success', 'the admin changes a value; the company hears it'), async () => {
    const t = await usersTeam(server);
    let response: Awaited<ReturnType<typeof api>> | undefined;
    const events = await eventsDuring(server, { companyId: t.company.id, channel: 'settings', to: 'company' }, async () => {
      response = await api('PUT', '/settings/scheduleType', t.headers.admin, { key: 'scheduleType', value: 'company' });
    });
    const setting = settingSchema.parse(response!.json());
    expect(setting).toMatchObject({ key: 'scheduleType', value: 'company', companyId: t.company.id });
    expect(events).toEqual([{ action: 'update', setting }]);
    const listed = settingsOf((await api('GET', '/settings', t.headers.agent)).json());
    expect(listed.find((s) => s.key === 'scheduleType')?.value).toBe('company');
    expect((await api('PUT', '/settings/timezone', t.headers.admin, { value: 'Europe/Lisbon' })).json().value).toBe('Europe/Lisbon');
    expect((await api('PUT', '/settings/language', t.headers.admin, { value: 'en' })).json().value).toBe('en');
  });

  it('secret values are blank in the event every user hears', async () => {
    const t = await usersTeam(server);
    const events = await eventsDuring(server, { companyId: t.company.id, channel: 'settings', to: 'company' }, () => api('PUT', '/settings/tokenixc', t.headers.admin, { key: 'tokenixc', value: 'abc' }));
    expect(events).toEqual([{ action: 'update', setting: expect.objectContaining({ key: 'tokenixc', value: '' }) }]);
  });

  it(routeCase('PUT /settings/{key}', '400', 'values outside the key’s choices, bad time zones, no value'), async () => {
    const t = await usersTeam(server);
    const bad = await api('PUT', '/settings/userRating', t.headers.admin, { key: 'userRating', value: 'talvez' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('ERR_VALIDATION');
    expect(bad.json().issues.value).toBeTruthy();
    expect((await api('PUT', '/settings/timezone', t.headers.admin, { value: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await api('PUT', '/settings/language', t.headers.admin, { value: 'fr' })).statusCode).toBe(400);
    expect((await api('PUT', '/settings/call', t.headers.admin, { key: 'call' })).statusCode).toBe(400);
    const listed = settingsOf((await api('GET', '/settings', t.headers.admin)).json());
    expect(listed.find((s) => s.key === 'userRating')?.value).toBe('disabled');
    expect(listed.find((s) => s.key === 'timezone')?.value).toBe('America/Sao_Paulo');
  });

  it(routeCase('PUT /settings/{key}', '404', 'an unknown key'), async () => {
    const t = await usersTeam(server);
    const response = await api('PUT', '/settings/naoExiste', t.headers.admin, { key: 'naoExiste', value: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_SETTING_FOUND');
  });

  it('changes only the caller’s company', async () => {
    const t = await usersTeam(server);
    const other = await usersTeam(server);
    await api('PUT', '/settings/call', t.headers.admin, { value: 'disabled' });
    const theirs = settingsOf((await api('GET', '/settings', other.headers.admin)).json());
    expect(theirs.find((s) => s.key === 'call')?.value).toBe('enabled');
  });

  it(routeCase('PUT /settings/{key}', '403', 'supervisors and agents do not change settings'), async () => {
    const t = await usersTeam(server);
    expect((await api('PUT', '/settings/call', t.headers.supervisor, { value: 'disabled' })).statusCode).toBe(403);
    expect((await api('PUT', '/settings/call', t.headers.agent, { value: 'disabled' })).json().error).toBe('ERR_NO_PERMISSION');
  });

  it(routeCase('PUT /settings/{key}', '401'), async () => {
    expect((await api('PUT', '/settings/call', undefined, { value: 'disabled' })).statusCode).toBe(401);
  });
});

describe('PUT /companies/{id}/schedules', () => {
  const week = () => defaultWeekSchedule();

  it(routeCase('PUT /companies/{id}/schedules', 'success', 'the admin saves the seven weekdays'), async () => {
    const t = await usersTeam(server);
    const schedules = week().reverse();
    schedules[0] = { ...schedules[0]!, startTime: '', endTime: '' };
    schedules[1] = { ...schedules[1]!, startTime: '09:00', endTime: '13:30' };
    const response = await api('PUT', `/companies/${t.company.id}/schedules`, t.headers.admin, { schedules });
    expect(response.statusCode).toBe(200);
    const saved = companySchedulesSchema.parse(response.json());
    expect(saved.map((s) => s.weekdayEn)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(saved[5]).toMatchObject({ weekdayEn: 'saturday', startTime: '09:00', endTime: '13:30' });
    expect(saved[6]).toMatchObject({ weekdayEn: 'sunday', startTime: '', endTime: '' });
    const [row] = await server.db.select({ schedules: companies.schedules }).from(companies).where(eq(companies.id, t.company.id));
    expect(row?.schedules).toEqual(saved);
  });

  it(routeCase('PUT /companies/{id}/schedules', '400', 'bad times, an end before the start, a missing weekday'), async () => {
    const t = await usersTeam(server);
    const url = `/companies/${t.company.id}/schedules`;
    const badTime = week();
    badTime[0] = { ...badTime[0]!, startTime: '25:00' };
    expect((await api('PUT', url, t.headers.admin, { schedules: badTime })).statusCode).toBe(400);
    const backwards = week();
    backwards[2] = { ...backwards[2]!, startTime: '18:00', endTime: '08:00' };
    const response = await api('PUT', url, t.headers.admin, { schedules: backwards });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toHaveProperty(['schedules.2.endTime']);
    const halfEmpty = week();
    halfEmpty[3] = { ...halfEmpty[3]!, endTime: '' };
    expect((await api('PUT', url, t.headers.admin, { schedules: halfEmpty })).statusCode).toBe(400);
    const twice = week();
    twice[6] = { ...twice[6]!, weekdayEn: 'monday' };
    expect((await api('PUT', url, t.headers.admin, { schedules: twice })).statusCode).toBe(400);
    expect((await api('PUT', url, t.headers.admin, { schedules: week().slice(0, 6) })).statusCode).toBe(400);
  });

  it(routeCase('PUT /companies/{id}/schedules', '404', 'another company'), async () => {
    const t = await usersTeam(server);
    const other = await usersTeam(server);
    const response = await api('PUT', `/companies/${other.company.id}/schedules`, t.headers.admin, { schedules: week() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_COMPANY_FOUND');
  });

  it(routeCase('PUT /companies/{id}/schedules', '403', 'only admins'), async () => {
    const t = await usersTeam(server);
    expect((await api('PUT', `/companies/${t.company.id}/schedules`, t.headers.supervisor, { schedules: week() })).statusCode).toBe(403);
  });

  it(routeCase('PUT /companies/{id}/schedules', '401'), async () => {
    expect((await api('PUT', '/companies/1/schedules', undefined, { schedules: week() })).statusCode).toBe(401);
  });
});
