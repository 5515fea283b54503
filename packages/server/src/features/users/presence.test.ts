import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { companyEvent, userSchema } from '@prosa/contract';
import { users } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import { connectRecording, framesSoFar, type Frame } from '../../test/socket-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';

let server: TestServer;
const opened: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  opened.forEach((socket) => socket.disconnect());
  await server.close();
});

async function company() {
  const { id } = await createCompany(server.db);
  const queue = await createQueue(server.db, id);
  const admin = await createUser(server.db, id, { profile: 'admin' });
  const agent = await createUser(server.db, id, { profile: 'user', queueIds: [queue.id] });
  return { id, admin: await loginAs(server, admin.email), agent, agentSession: await loginAs(server, agent.email) };
}

/** The `user` events about one user (the observer hears its own coming online too). */
const userFrames = (frames: Frame[], companyId: number, userId: number) =>
  frames.filter((frame) => frame.event === companyEvent(companyId, 'user') && (frame.payload as { user?: { id?: number } }).user?.id === userId);

describe('presence on company-{id}-user (design.md §4b "Socket payloads are whole")', () => {
  it('a user coming online is announced with the whole user, equal to GET /users/{id}', async () => {
    const team = await company();
    const observer = await connectRecording(server, team.admin.token, opened);
    await connectRecording(server, team.agentSession.token, opened);

    const [frame] = userFrames(await framesSoFar(server, observer), team.id, team.agent.id);
    expect(frame?.payload).toMatchObject({ action: 'update' });
    const announced = userSchema.strict().parse((frame!.payload as { user: unknown }).user);
    const read = await server.app.inject({ method: 'GET', url: `/users/${team.agent.id}`, headers: team.admin.headers });
    expect(announced).toEqual(read.json());
    expect(announced).toMatchObject({ id: team.agent.id, companyId: team.id, online: true, profile: 'user', queues: [expect.objectContaining({ id: expect.any(Number) })] });
  });

  it('another connection of a user already online announces nothing, so a client never loops on it', async () => {
    const team = await company();
    const observer = await connectRecording(server, team.admin.token, opened);
    await connectRecording(server, team.agentSession.token, opened);
    expect(userFrames(await framesSoFar(server, observer), team.id, team.agent.id)).toHaveLength(1);

    // A reconnecting client: new sockets of the same user, and the five-minute status ping.
    const again = await connectRecording(server, team.agentSession.token, opened);
    await connectRecording(server, team.agentSession.token, opened);
    server.clock.advance(60_000);
    const pingedAt = server.clock.now().getTime();
    again.socket.emit('userStatus');
    await waitFor(async () => {
      const [row] = await server.db.select({ lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, team.agent.id));
      return row?.lastSeenAt?.getTime() === pingedAt;
    }, { what: 'the status ping recorded' });
    expect(userFrames(await framesSoFar(server, observer), team.id, team.agent.id)).toHaveLength(1);
  });

  it('the last socket leaving announces the whole user offline', async () => {
    const team = await company();
    const observer = await connectRecording(server, team.admin.token, opened);
    const first = await connectRecording(server, team.agentSession.token, opened);
    const second = await connectRecording(server, team.agentSession.token, opened);
    first.socket.disconnect();
    second.socket.disconnect();
    await waitFor(() => userFrames(observer.frames, team.id, team.agent.id).length === 2, { what: 'the offline announcement' });
    const offline = (userFrames(observer.frames, team.id, team.agent.id)[1]!.payload as { user: unknown }).user;
    const read = await server.app.inject({ method: 'GET', url: `/users/${team.agent.id}`, headers: team.admin.headers });
    expect(offline).toEqual(read.json());
    expect(offline).toMatchObject({ online: false });
  });
});
