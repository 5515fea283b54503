import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ANNOUNCEMENT_EVENT, announcementEventSchema, announcementSchema } from '@prosa/contract';
import { createCompany, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';
import { announcementCast } from './announcement-test-helpers.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

/** A signed-in user's socket, recording the announcement channel once the server said `ready`. */
async function announcementsHeardBy(token: string): Promise<unknown[]> {
  const socket = connect(server.url!, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: unknown[] = [];
  socket.on(ANNOUNCEMENT_EVENT, (payload: unknown) => heard.push(payload));
  return heard;
}

async function userOfNewCompany(profile: 'admin' | 'user') {
  const company = await createCompany(server.db);
  const user = await createUser(server.db, company.id, { profile });
  return { company, token: (await loginAs(server, user.email)).token };
}

describe('company-announcement', () => {
  it('reaches the users of two companies, carrying the announcement’s fields and nothing of any company', async () => {
    const cast = await announcementCast(server);
    const [first, second] = await Promise.all([userOfNewCompany('user'), userOfNewCompany('admin')]);
    const [heardByFirst, heardBySecond] = await Promise.all([announcementsHeardBy(first.token), announcementsHeardBy(second.token)]);

    const created = await cast.publish({ priority: 1 });
    await waitFor(() => heardByFirst.length === 1 && heardBySecond.length === 1, { what: 'both companies hear it' });
    for (const heard of [heardByFirst, heardBySecond]) {
      expect(heard[0]).toEqual({ action: 'create', record: created });
      const { record } = heard[0] as { record: Record<string, unknown> };
      expect(Object.keys(record).sort()).toEqual(Object.keys(announcementSchema.shape).sort());
      expect(JSON.stringify(heard[0])).not.toMatch(/company/i);
    }
  });

  it('an announcement made inactive is dropped with delete; an inactive one is never sent', async () => {
    const cast = await announcementCast(server);
    const heard = await announcementsHeardBy((await userOfNewCompany('user')).token);
    const hidden = await cast.publish({ status: false, title: 'Rascunho' });
    const shown = await cast.publish();
    await waitFor(() => heard.length === 1, { what: 'the active one' });
    await cast.api('PUT', `/announcements/${shown.id}`, cast.superUser.headers, { status: false });
    await cast.api('PUT', `/announcements/${hidden.id}`, cast.superUser.headers, { text: 'Ainda rascunho' });
    await cast.api('PUT', `/announcements/${hidden.id}`, cast.superUser.headers, { status: true });
    await cast.api('DELETE', `/announcements/${hidden.id}`, cast.superUser.headers);
    await waitFor(() => heard.length === 4, { what: 'every change' });
    expect(heard.map((payload) => announcementEventSchema.parse(payload))).toEqual([
      { action: 'create', record: expect.objectContaining({ id: shown.id, status: true }) },
      { action: 'delete', id: shown.id },
      { action: 'create', record: expect.objectContaining({ id: hidden.id, status: true, text: 'Ainda rascunho' }) },
      { action: 'delete', id: hidden.id },
    ]);
  });
});
