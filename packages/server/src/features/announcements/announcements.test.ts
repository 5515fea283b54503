import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TEXT, announcementPageSchema, announcementSchema } from '@prosa/contract';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { announcementCast, uploadImage } from './announcement-test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_SUPER = 'a company admin who is not the super user';

describe('GET /announcements', () => {
  it(routeCase('GET /announcements', 'success', 'the super user sees all, everyone else the active ones, newest first'), async () => {
    const cast = await announcementCast(server);
    const old = await cast.publish({ priority: 1 });
    const hidden = await cast.publish({ status: false });
    const newest = await cast.publish({ priority: '2', status: 'true' });
    const search = `/announcements?searchParam=${cast.tag.toUpperCase()}`;
    const forSuper = announcementPageSchema.parse((await cast.api('GET', search, cast.superUser.headers)).json());
    expect(forSuper.records.map((record) => record.id)).toEqual([newest.id, hidden.id, old.id]);
    expect(forSuper).toMatchObject({ count: 3, hasMore: false });
    for (const viewer of [cast.admin, cast.agent]) {
      const page = announcementPageSchema.parse((await cast.api('GET', `${search}&pageNumber=1`, viewer.headers)).json());
      expect(page.records.map((record) => [record.id, record.priority])).toEqual([
        [newest.id, 2],
        [old.id, 1],
      ]);
    }
  });

  it('pages of 20', async () => {
    const cast = await announcementCast(server);
    for (let i = 0; i < 21; i++) await cast.publish();
    const first = announcementPageSchema.parse((await cast.api('GET', `/announcements/?searchParam=${cast.tag}`, cast.agent.headers)).json());
    expect(first).toMatchObject({ count: 21, hasMore: true });
    expect(first.records).toHaveLength(20);
    const second = announcementPageSchema.parse((await cast.api('GET', `/announcements?searchParam=${cast.tag}&pageNumber=2`, cast.agent.headers)).json());
    expect(second.records).toHaveLength(1);
  });

  it(routeCase('GET /announcements', '400', 'pageNumber starts at 1'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('GET', '/announcements?pageNumber=0', cast.agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /announcements', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/announcements' })).statusCode).toBe(401);
  });

  notApplicable('GET /announcements', '404', 'a list names no record');
  notApplicable('GET /announcements', '403', 'every signed-in user reads the active announcements (the bell)');
});

describe('GET /announcements/{id}', () => {
  it(routeCase('GET /announcements/{id}', 'success', 'an active one for anyone, an inactive one for the super user'), async () => {
    const cast = await announcementCast(server);
    const active = await cast.publish({ priority: 1 });
    expect(announcementSchema.parse((await cast.api('GET', `/announcements/${active.id}`, cast.agent.headers)).json())).toEqual(active);
    const inactive = await cast.publish({ status: false });
    expect((await cast.api('GET', `/announcements/${inactive.id}`, cast.superUser.headers)).json()).toMatchObject({ id: inactive.id, status: false });
  });

  it(routeCase('GET /announcements/{id}', '404', 'an inactive one to anyone but the super user, and an unknown id'), async () => {
    const cast = await announcementCast(server);
    const inactive = await cast.publish({ status: false });
    const response = await cast.api('GET', `/announcements/${inactive.id}`, cast.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_ANNOUNCEMENT_FOUND' });
    expect((await cast.api('GET', '/announcements/2147483647', cast.superUser.headers)).statusCode).toBe(404);
  });

  it(routeCase('GET /announcements/{id}', '400'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('GET', '/announcements/x', cast.agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /announcements/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/announcements/1' })).statusCode).toBe(401);
  });

  notApplicable('GET /announcements/{id}', '403', 'an announcement anyone may not read is answered 404');
});

describe('POST /announcements', () => {
  it(routeCase('POST /announcements', 'success', 'low priority and active unless said otherwise'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish({ title: '  Nova versão  ', companyId: 99, mediaPath: '/etc/passwd' });
    expect(created).toMatchObject({ title: 'Nova versão', text: 'Sábado, das 22h às 23h.', priority: 3, status: true, mediaPath: null, mediaName: null });
  });

  it(routeCase('POST /announcements', '400', 'title and text are required; priority is 1, 2 or 3'), async () => {
    const cast = await announcementCast(server);
    const noTitle = await cast.api('POST', '/announcements', cast.superUser.headers, { title: ' ', text: 'x' });
    expect(noTitle.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { title: ANNOUNCEMENT_TEXT.required } });
    const noText = await cast.api('POST', '/announcements', cast.superUser.headers, { title: 'x' });
    expect(noText.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { text: ANNOUNCEMENT_TEXT.required } });
    expect((await cast.api('POST', '/announcements', cast.superUser.headers, { title: 'x', text: 'y', priority: 4 })).statusCode).toBe(400);
  });

  it(routeCase('POST /announcements', '403', NOT_SUPER), async () => {
    const cast = await announcementCast(server);
    const response = await cast.api('POST', '/announcements', cast.admin.headers, { title: `Golpe ${cast.tag}`, text: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    expect(announcementPageSchema.parse((await cast.api('GET', `/announcements?searchParam=${cast.tag}`, cast.superUser.headers)).json()).count).toBe(0);
  });

  it(routeCase('POST /announcements', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/announcements', payload: { title: 'x', text: 'y' } })).statusCode).toBe(401);
  });

  notApplicable('POST /announcements', '404', 'creating names no record');
});

describe('PUT /announcements/{id}', () => {
  it(routeCase('PUT /announcements/{id}', 'success', 'only the fields sent change'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    const response = await cast.api('PUT', `/announcements/${created.id}`, cast.superUser.headers, { priority: 1, status: 'inactive' });
    expect(response.statusCode, response.body).toBe(200);
    expect(announcementSchema.parse(response.json())).toMatchObject({ title: created.title, text: created.text, priority: 1, status: false });
  });

  it(routeCase('PUT /announcements/{id}', '403', NOT_SUPER), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    expect((await cast.api('PUT', `/announcements/${created.id}`, cast.admin.headers, { title: 'Trocado' })).statusCode).toBe(403);
    expect((await cast.api('GET', `/announcements/${created.id}`, cast.agent.headers)).json()).toMatchObject({ title: created.title });
  });

  it(routeCase('PUT /announcements/{id}', '404'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('PUT', '/announcements/2147483647', cast.superUser.headers, { title: 'x' })).json()).toMatchObject({ error: 'ERR_NO_ANNOUNCEMENT_FOUND' });
  });

  it(routeCase('PUT /announcements/{id}', '400', 'an empty title'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    expect((await cast.api('PUT', `/announcements/${created.id}`, cast.superUser.headers, { title: '' })).json()).toMatchObject({ issues: { title: ANNOUNCEMENT_TEXT.required } });
  });

  it(routeCase('PUT /announcements/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/announcements/1', payload: { title: 'x' } })).statusCode).toBe(401);
  });
});

describe('DELETE /announcements/{id}', () => {
  it(routeCase('DELETE /announcements/{id}', 'success'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    expect((await cast.api('DELETE', `/announcements/${created.id}`, cast.superUser.headers)).statusCode).toBe(200);
    expect((await cast.api('GET', `/announcements/${created.id}`, cast.superUser.headers)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /announcements/{id}', '403', NOT_SUPER), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    expect((await cast.api('DELETE', `/announcements/${created.id}`, cast.agent.headers)).statusCode).toBe(403);
    expect((await cast.api('GET', `/announcements/${created.id}`, cast.agent.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /announcements/{id}', '404'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('DELETE', '/announcements/2147483647', cast.superUser.headers)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /announcements/{id}', '400'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('DELETE', '/announcements/0', cast.superUser.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /announcements/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/announcements/1' })).statusCode).toBe(401);
  });
});

describe('POST /announcements/{id}/media-upload', () => {
  it(routeCase('POST /announcements/{id}/media-upload', 'success', 'an image any signed-in user’s browser may open'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    const response = await uploadImage(server, created.id, cast.superUser.headers, 'banner de sábado.PNG');
    expect(response.statusCode, response.body).toBe(200);
    const withImage = announcementSchema.parse(response.json());
    expect(withImage.mediaName).toBe('banner_de_sábado.PNG');
    const asAgent = announcementSchema.parse((await cast.api('GET', `/announcements/${created.id}`, cast.agent.headers)).json());
    const image = await server.app.inject({ method: 'GET', url: asAgent.mediaPath! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it(routeCase('POST /announcements/{id}/media-upload', '400', 'only .png, .jpg and .jpeg'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    for (const name of ['manual.pdf', 'script.svg', 'sem-extensao']) {
      const response = await uploadImage(server, created.id, cast.superUser.headers, name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { file: ANNOUNCEMENT_TEXT.imageOnly } });
    }
    for (const name of ['foto.jpg', 'foto.JPEG']) expect((await uploadImage(server, created.id, cast.superUser.headers, name)).statusCode).toBe(200);
  });

  it(routeCase('POST /announcements/{id}/media-upload', '403', NOT_SUPER), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    expect((await uploadImage(server, created.id, cast.admin.headers)).statusCode).toBe(403);
  });

  it(routeCase('POST /announcements/{id}/media-upload', '404'), async () => {
    const cast = await announcementCast(server);
    expect((await uploadImage(server, 2147483647, cast.superUser.headers)).statusCode).toBe(404);
  });

  it(routeCase('POST /announcements/{id}/media-upload', '401'), async () => {
    expect((await uploadImage(server, 1, {})).statusCode).toBe(401);
  });
});

describe('DELETE /announcements/{id}/media-upload', () => {
  it(routeCase('DELETE /announcements/{id}/media-upload', 'success', 'the announcement forgets its image'), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    await uploadImage(server, created.id, cast.superUser.headers);
    const response = await cast.api('DELETE', `/announcements/${created.id}/media-upload`, cast.superUser.headers);
    expect(announcementSchema.parse(response.json())).toMatchObject({ mediaPath: null, mediaName: null });
  });

  it(routeCase('DELETE /announcements/{id}/media-upload', '403', NOT_SUPER), async () => {
    const cast = await announcementCast(server);
    const created = await cast.publish();
    expect((await cast.api('DELETE', `/announcements/${created.id}/media-upload`, cast.agent.headers)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /announcements/{id}/media-upload', '404'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('DELETE', '/announcements/2147483647/media-upload', cast.superUser.headers)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /announcements/{id}/media-upload', '400'), async () => {
    const cast = await announcementCast(server);
    expect((await cast.api('DELETE', '/announcements/abc/media-upload', cast.superUser.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /announcements/{id}/media-upload', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/announcements/1/media-upload' })).statusCode).toBe(401);
  });
});
