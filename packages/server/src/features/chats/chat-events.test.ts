import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { chatRoomEventSchema, chatUserEventSchema, companyEvent, type Chat } from '@prosa/contract';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';
import { rooms } from '../../realtime/rooms.js';
import { chatTeam, unreadsByName, type Member } from './chat-test-helpers.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

interface Received {
  event: string;
  payload: unknown;
}

/** A real socket.io client of the member, recording every event it receives once the server said `ready`. */
async function listen(member: Member): Promise<Received[]> {
  const socket = connect(server.url!, { transports: ['websocket'], auth: { token: member.token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
}

const SENTINEL = 'sentinel';

/**
 * Proves a socket got nothing of the chat: a marker is sent to it after everything else; events
 * reach one socket in the order they were sent, so once the marker is there, anything sent before
 * it would be too.
 */
async function chatEventsBeforeMarker(companyId: number, member: Member, received: Received[]): Promise<Received[]> {
  server.io.to(rooms.user(member.id)).emit(companyEvent(companyId, 'user'), { action: SENTINEL });
  await waitFor(() => received.some((item) => (item.payload as { action?: string }).action === SENTINEL), { what: 'the marker' });
  return received.filter((item) => item.event.includes('-chat'));
}

const eventsNamed = (received: Received[], name: string) => received.filter((item) => item.event === name).map((item) => item.payload);

describe('internal chat events reach the chat’s members only', () => {
  it('create, new-message, update and delete go to the members; a colleague outside the chat and another company hear nothing', async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const cid = team.company.id;
    const [ana, bruno, carla, outsider] = await Promise.all([listen(team.ana), listen(team.bruno), listen(team.carla), listen(other.ana)]);
    const anaChannel = companyEvent(cid, `chat-user-${team.ana.id}`);
    const brunoChannel = companyEvent(cid, `chat-user-${team.bruno.id}`);

    const chat = await team.createChat(team.ana, [team.bruno]);
    await waitFor(() => eventsNamed(bruno, brunoChannel).length === 1, { what: 'Bruno hears the new chat' });
    expect(chatUserEventSchema.parse(eventsNamed(bruno, brunoChannel)[0])).toEqual({ action: 'create', record: chat });
    expect(chatUserEventSchema.parse(eventsNamed(ana, anaChannel)[0])).toMatchObject({ action: 'create', record: { id: chat.id } });

    const roomChannel = companyEvent(cid, `chat-${chat.id}`);
    const sent = await team.api('POST', `/chats/${chat.id}/messages`, team.bruno.headers, { message: 'Cheguei' });
    expect(sent.statusCode).toBe(200);
    await waitFor(() => eventsNamed(ana, roomChannel).length === 1 && eventsNamed(ana, anaChannel).length === 2, { what: 'Ana hears the message' });
    const inRoom = chatRoomEventSchema.parse(eventsNamed(ana, roomChannel)[0]);
    expect(inRoom.newMessage).toMatchObject({ message: 'Cheguei', senderId: team.bruno.id, sender: { name: 'Bruno' } });
    expect(unreadsByName(inRoom.chat)).toEqual({ Ana: 1, Bruno: 0 });
    const toAna = chatUserEventSchema.parse(eventsNamed(ana, anaChannel)[1]);
    expect(toAna).toMatchObject({ action: 'new-message', newMessage: { id: inRoom.newMessage.id }, chat: { lastMessage: 'Bruno: Cheguei' } });
    await waitFor(() => eventsNamed(bruno, roomChannel).length === 1, { what: 'the sender’s own sockets hear it too' });

    await team.api('PUT', `/chats/${chat.id}`, team.ana.headers, { title: 'Novo título' });
    await waitFor(() => eventsNamed(bruno, brunoChannel).some((payload) => (payload as { action: string }).action === 'update'), { what: 'Bruno hears the new title' });
    const update = chatUserEventSchema.parse(eventsNamed(bruno, brunoChannel).at(-1));
    expect(update).toMatchObject({ action: 'update', record: { title: 'Novo título' } });

    await team.api('DELETE', `/chats/${chat.id}`, team.ana.headers);
    await waitFor(() => eventsNamed(bruno, brunoChannel).some((payload) => (payload as { action: string }).action === 'delete'), { what: 'Bruno hears the delete' });
    expect(eventsNamed(bruno, brunoChannel).at(-1)).toMatchObject({ action: 'delete', id: chat.id });
    expect(eventsNamed(ana, anaChannel).at(-1)).toMatchObject({ action: 'delete', id: chat.id });

    expect(await chatEventsBeforeMarker(cid, team.carla, carla)).toEqual([]);
    expect(await chatEventsBeforeMarker(other.company.id, other.ana, outsider)).toEqual([]);
  });

  it('members added hear create, members taken out hear delete, and a read is heard only by the reader', async () => {
    const team = await chatTeam(server);
    const cid = team.company.id;
    const [ana, bruno, carla] = await Promise.all([listen(team.ana), listen(team.bruno), listen(team.carla)]);
    const chat: Chat = await team.createChat(team.ana, [team.bruno]);
    await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message: 'Oi, Bruno' });
    await team.api('PUT', `/chats/${chat.id}`, team.ana.headers, { users: [{ id: team.carla.id }] });
    const carlaChannel = companyEvent(cid, `chat-user-${team.carla.id}`);
    const brunoChannel = companyEvent(cid, `chat-user-${team.bruno.id}`);
    await waitFor(() => eventsNamed(carla, carlaChannel).length === 1 && eventsNamed(bruno, brunoChannel).length === 3, { what: 'the membership change' });
    expect(eventsNamed(carla, carlaChannel)[0]).toMatchObject({ action: 'create', record: { id: chat.id } });
    expect(eventsNamed(bruno, brunoChannel)[2]).toMatchObject({ action: 'delete', id: chat.id });
    // Carla joined after the message: she sees the history but has nothing unread.
    const carlaMessages = eventsNamed(carla, companyEvent(cid, `chat-${chat.id}`));
    expect(carlaMessages).toEqual([]);

    await team.api('POST', `/chats/${chat.id}/messages`, team.carla.headers, { message: 'Oi, Ana' });
    const anaChannel = companyEvent(cid, `chat-user-${team.ana.id}`);
    await waitFor(() => eventsNamed(ana, anaChannel).filter((payload) => (payload as { action: string }).action === 'new-message').length === 2, { what: 'Carla’s message' });
    const carlaHeardBefore = eventsNamed(carla, carlaChannel).length;
    await team.api('POST', `/chats/${chat.id}/read`, team.ana.headers, { userId: team.ana.id });
    const lastToAna = () => eventsNamed(ana, anaChannel).at(-1) as { action: string } | undefined;
    await waitFor(() => lastToAna()?.action === 'update', { what: 'Ana’s read' });
    const read = chatUserEventSchema.parse(lastToAna());
    expect(read.action === 'update' && unreadsByName(read.record)).toEqual({ Ana: 0, Carla: 0 });
    // Nobody else shows Ana's count: Carla hears nothing of the read, Bruno nothing since he left.
    const carlaHeard = await chatEventsBeforeMarker(cid, team.carla, carla);
    expect(carlaHeard.filter((item) => item.event === carlaChannel)).toHaveLength(carlaHeardBefore);
    expect((await chatEventsBeforeMarker(cid, team.bruno, bruno)).map((item) => (item.payload as { action: string }).action)).toEqual(['create', 'new-message', 'new-message', 'delete']);
  });
});
