import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { publicSettingsSchema, settingSchema } from '@prosa/contract';
import { settings } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { platformCompanyId } from './platform-settings.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(companyId: number, values: { profile: 'admin' | 'user'; super?: boolean }) {
  const user = await createUser(server.db, companyId, values);
  return (await loginAs(server, user.email)).headers;
}

async function cast() {
  const platform = await createCompany(server.db);
  const tenant = await createCompany(server.db);
  return {
    superUser: await signedIn(platform.id, { profile: 'admin', super: true }),
    admin: await signedIn(tenant.id, { profile: 'admin' }),
    agent: await signedIn(tenant.id, { profile: 'user' }),
  };
}

const put = (headers: Record<string, string>, value: string) => server.app.inject({ method: 'PUT', url: '/settings/appsUrl', headers, payload: { key: 'appsUrl', value } });
const publicSettings = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: '/public-settings', headers });

describe('the platform setting appsUrl', () => {
  it(routeCase('PUT /settings/{key}', 'success', 'the super user sets a platform setting; every signed-in user of every company reads it'), async () => {
    const { superUser, admin, agent } = await cast();
    const response = await put(superUser, ' https://apps.example.com/painel ');
    expect(response.statusCode, response.body).toBe(200);
    const saved = settingSchema.parse(response.json());
    expect(saved).toMatchObject({ key: 'appsUrl', value: 'https://apps.example.com/painel', companyId: await platformCompanyId(server.db) });
    for (const headers of [admin, agent, superUser]) {
      expect(publicSettingsSchema.parse((await publicSettings(headers)).json()).appsUrl).toBe('https://apps.example.com/painel');
    }
    // Cleared, the button hides.
    expect((await put(superUser, '')).statusCode).toBe(200);
    expect((await publicSettings(agent)).json()).toMatchObject({ appsUrl: '' });
  });

  it('a visitor without a session (or with a bad token) learns only whether signup is open', async () => {
    const { superUser } = await cast();
    await put(superUser, 'https://apps.example.com');
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await publicSettings(headers);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['userCreation']);
    }
  });

  it(routeCase('PUT /settings/{key}', '403', 'a platform setting is the super user’s alone, even for company admins'), async () => {
    const { superUser, admin, agent } = await cast();
    await put(superUser, 'https://apps.example.com/original');
    for (const headers of [admin, agent]) {
      const response = await put(headers, 'https://phishing.example.com');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    }
    expect((await publicSettings(agent)).json()).toMatchObject({ appsUrl: 'https://apps.example.com/original' });
    const companyRows = await server.db.select().from(settings).where(and(eq(settings.key, 'appsUrl')));
    expect(companyRows.map((row) => row.value)).not.toContain('https://phishing.example.com');
  });

  it(routeCase('PUT /settings/{key}', '400', 'appsUrl must be an http(s) address'), async () => {
    const { superUser } = await cast();
    for (const value of ['javascript:alert(1)', 'apps.example.com', 'ftp://example.com/x']) {
      const response = await put(superUser, value);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { value: expect.any(String) } });
    }
  });

  it('only super users see platform rows in GET /settings', async () => {
    const { superUser } = await cast();
    await put(superUser, 'https://apps.example.com');
    const platformId = (await platformCompanyId(server.db))!;
    const platformAdmin = await signedIn(platformId, { profile: 'admin' });
    const keys = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/settings', headers }).then((response) => response.json<{ key: string }[]>().map((row) => row.key));
    expect(await keys(platformAdmin)).not.toContain('appsUrl');
  });
});
