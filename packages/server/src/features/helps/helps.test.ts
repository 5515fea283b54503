import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { helpSchema } from '@prosa/contract';
import { unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { superAdminCast } from '../companies/super-admin-cast.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_SUPER = 'a company admin who is not the super user';
const helpList = z.array(helpSchema);

async function publish(values: Record<string, unknown> = {}) {
  const cast = await superAdminCast(server);
  const response = await cast.api('POST', '/helps', cast.superUser.headers, { title: unique('Como conectar'), description: 'Passo a passo', video: 'dQw4w9WgXcQ', ...values });
  expect(response.statusCode, response.body).toBe(200);
  return { ...cast, help: helpSchema.parse(response.json()) };
}

async function readsAll(url: string) {
  const { help, agent, api } = await publish();
  const list = helpList.parse((await api('GET', url, agent.headers)).json());
  expect(list.find((h) => h.id === help.id)).toEqual(help);
}

describe('GET /helps', () => {
  it(routeCase('GET /helps', 'success', 'every signed-in user reads the whole platform’s videos'), () => readsAll('/helps'));
  it(routeCase('GET /helps', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/helps' })).statusCode).toBe(401);
  });
  notApplicable('GET /helps', '400', 'takes no input');
  notApplicable('GET /helps', '404', 'a list names no record');
  notApplicable('GET /helps', '403', 'every signed-in user reads the help videos');
});

describe('GET /helps/list', () => {
  it(routeCase('GET /helps/list', 'success', 'the same list, for the help page'), () => readsAll('/helps/list'));
  it(routeCase('GET /helps/list', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/helps/list' })).statusCode).toBe(401);
  });
  notApplicable('GET /helps/list', '400', 'takes no input');
  notApplicable('GET /helps/list', '404', 'a list names no record');
  notApplicable('GET /helps/list', '403', 'every signed-in user reads the help videos');
});

describe('POST /helps', () => {
  it(routeCase('POST /helps', 'success', 'a YouTube address is kept as its video code'), async () => {
    const { help } = await publish({ title: '  Filas  ', video: 'https://www.youtube.com/watch?v=abcDEF12345&t=3', companyId: 99 });
    expect(help).toMatchObject({ title: 'Filas', video: 'abcDEF12345', description: 'Passo a passo' });
    expect((await publish({ video: 'https://youtu.be/xyzXYZ98765' })).help.video).toBe('xyzXYZ98765');
  });
  it(routeCase('POST /helps', '400', 'title and video required, the video a YouTube code'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('POST', '/helps', superUser.headers, { title: ' ', video: 'dQw4w9WgXcQ' })).json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { title: 'Required' } });
    expect((await api('POST', '/helps', superUser.headers, { title: 'x' })).json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { video: 'Required' } });
    expect((await api('POST', '/helps', superUser.headers, { title: 'x', video: 'https://evil.example/x y' })).json()).toMatchObject({ issues: { video: 'Invalid video' } });
  });
  it(routeCase('POST /helps', '403', NOT_SUPER), async () => {
    const { admin, superUser, api } = await superAdminCast(server);
    const title = unique('golpe');
    expect((await api('POST', '/helps', admin.headers, { title, video: 'dQw4w9WgXcQ' })).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    expect(helpList.parse((await api('GET', '/helps', superUser.headers)).json()).some((h) => h.title === title)).toBe(false);
  });
  it(routeCase('POST /helps', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/helps', payload: { title: 'x', video: 'dQw4w9WgXcQ' } })).statusCode).toBe(401);
  });
  notApplicable('POST /helps', '404', 'creating names no record');
});

describe('PUT /helps/{id}', () => {
  it(routeCase('PUT /helps/{id}', 'success', 'only the fields sent change'), async () => {
    const { help, superUser, api } = await publish();
    const response = await api('PUT', `/helps/${help.id}`, superUser.headers, { description: 'Novo texto' });
    expect(helpSchema.parse(response.json())).toMatchObject({ id: help.id, title: help.title, description: 'Novo texto', video: help.video });
  });
  it(routeCase('PUT /helps/{id}', '404'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('PUT', '/helps/2147483647', superUser.headers, { title: 'x' })).json()).toMatchObject({ error: 'ERR_NO_HELP_FOUND' });
  });
  it(routeCase('PUT /helps/{id}', '400'), async () => {
    const { help, superUser, api } = await publish();
    expect((await api('PUT', `/helps/${help.id}`, superUser.headers, { video: '' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /helps/{id}', '403', NOT_SUPER), async () => {
    const { help, admin, api } = await publish();
    expect((await api('PUT', `/helps/${help.id}`, admin.headers, { title: 'x' })).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });
  it(routeCase('PUT /helps/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/helps/1', payload: {} })).statusCode).toBe(401);
  });
});

describe('DELETE /helps/{id}', () => {
  it(routeCase('DELETE /helps/{id}', 'success'), async () => {
    const { help, superUser, api } = await publish();
    expect((await api('DELETE', `/helps/${help.id}`, superUser.headers)).statusCode).toBe(200);
    expect(helpList.parse((await api('GET', '/helps', superUser.headers)).json()).some((h) => h.id === help.id)).toBe(false);
  });
  it(routeCase('DELETE /helps/{id}', '404'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', '/helps/2147483647', superUser.headers)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /helps/{id}', '400'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', '/helps/-1', superUser.headers)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /helps/{id}', '403', NOT_SUPER), async () => {
    const { help, admin, superUser, api } = await publish();
    expect((await api('DELETE', `/helps/${help.id}`, admin.headers)).statusCode).toBe(403);
    expect(helpList.parse((await api('GET', '/helps', superUser.headers)).json()).some((h) => h.id === help.id)).toBe(true);
  });
  it(routeCase('DELETE /helps/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/helps/1' })).statusCode).toBe(401);
  });
});
