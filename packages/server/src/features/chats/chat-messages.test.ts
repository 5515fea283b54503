import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessagePageSchema, chatMessageSchema, chatPageSchema, chatSchema } from '@prosa/contract';
import { routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { chatTeam, unreadsByName } from './chat-test-helpers.js';
import { chatPreview } from './post-chat-message.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /chats/{id}/messages', () => {
  it(routeCase('POST /chats/{id}/messages', 'success', 'stored with its sender; every other member’s unread count goes up'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat(team.ana, [team.bruno, team.carla]);
    const response = await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message: '  Reunião às 15h  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(chatMessageSchema.parse(response.json())).toMatchObject({ chatId: chat.id, senderId: team.ana.id, sender: { id: team.ana.id, name: 'Ana' }, message: 'Reunião às 15h' });
    await team.api('POST', `/chats/${chat.uuid}/messages`, team.ana.headers, { message: 'Sala 2' });
    await team.api('POST', `/chats/${chat.id}/messages`, team.bruno.headers, { message: 'Combinado' });
    const stored = chatSchema.parse((await team.api('GET', `/chats/${chat.id}`, team.carla.headers)).json());
    // Bruno answered, so he has seen the chat; Carla has read nothing; Ana missed only Bruno's answer.
    expect(unreadsByName(stored)).toEqual({ Ana: 1, Bruno: 0, Carla: 3 });
    expect(stored.lastMessage).toBe('Bruno: Combinado');
  });

  it(routeCase('POST /chats/{id}/messages', '400', 'empty or whitespace-only messages are not sent'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    for (const message of ['', '   \n\t', undefined]) {
      const response = await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { message: 'Required' } });
    }
    expect(chatMessagePageSchema.parse((await team.api('GET', `/chats/${chat.id}/messages`, team.ana.headers)).json()).count).toBe(0);
  });

  it(routeCase('POST /chats/{id}/messages', '404', 'a non-member of the same company and another company'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const chat = await team.createChat();
    for (const headers of [team.carla.headers, other.ana.headers]) {
      const response = await team.api('POST', `/chats/${chat.id}/messages`, headers, { message: 'Posso entrar?' });
      expect(response.statusCode).toBe(404);
    }
    expect(unreadsByName(chatSchema.parse((await team.api('GET', `/chats/${chat.id}`, team.ana.headers)).json()))).toEqual({ Ana: 0, Bruno: 0 });
  });

  it(routeCase('POST /chats/{id}/messages', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/chats/1/messages', payload: { message: 'x' } })).statusCode).toBe(401);
  });

  it(routeCase('POST /chats/{id}/messages', '403', 'the plan lacks useInternalChat'), async () => {
    const team = await chatTeam(server, { useInternalChat: false });
    expect((await team.api('POST', '/chats/1/messages', team.ana.headers, { message: 'x' })).json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
  });

  it('the chat keeps "Sender: text" of the latest message, cut for list rows', () => {
    expect(chatPreview('Ana', 'linha 1\nlinha 2')).toBe('Ana: linha 1 linha 2');
    const long = chatPreview('Ana', '😀'.repeat(300));
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('😀…')).toBe(true);
  });
});

describe('GET /chats/{id}/messages', () => {
  it(routeCase('GET /chats/{id}/messages', 'success', 'page 1 is the newest 20, each page oldest first'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    for (let i = 1; i <= 25; i++) await team.api('POST', `/chats/${chat.id}/messages`, i % 2 ? team.ana.headers : team.bruno.headers, { message: `m${i}` });
    const first = chatMessagePageSchema.parse((await team.api('GET', `/chats/${chat.id}/messages?pageNumber=1`, team.bruno.headers)).json());
    expect(first).toMatchObject({ count: 25, hasMore: true });
    expect(first.records.map((record) => record.message)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(first.records[0]!.sender).toEqual({ id: team.bruno.id, name: 'Bruno' });
    const second = chatMessagePageSchema.parse((await team.api('GET', `/chats/${chat.uuid}/messages?pageNumber=2`, team.bruno.headers)).json());
    expect(second.records.map((record) => record.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(second.hasMore).toBe(false);
  });

  it(routeCase('GET /chats/{id}/messages', '404', 'a non-member of the same company and another company read nothing'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const chat = await team.createChat();
    await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message: 'Segredo' });
    for (const headers of [team.carla.headers, team.admin.headers, other.ana.headers]) {
      const response = await team.api('GET', `/chats/${chat.id}/messages`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Segredo');
    }
  });

  it(routeCase('GET /chats/{id}/messages', '400', 'pageNumber starts at 1'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    expect((await team.api('GET', `/chats/${chat.id}/messages?pageNumber=0`, team.ana.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /chats/{id}/messages', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/chats/1/messages' })).statusCode).toBe(401);
  });

  it(routeCase('GET /chats/{id}/messages', '403', 'the plan lacks useInternalChat'), async () => {
    const team = await chatTeam(server, { useInternalChat: false });
    expect((await team.api('GET', '/chats/1/messages', team.ana.headers)).statusCode).toBe(403);
  });
});

describe('POST /chats/{id}/read', () => {
  it(routeCase('POST /chats/{id}/read', 'success', 'resets the caller’s own count, whatever userId the body names'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat(team.ana, [team.bruno, team.carla]);
    await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message: 'Quem cobre o turno?' });
    await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message: 'Preciso saber hoje' });
    // Bruno names Carla: his own count is reset, hers stays.
    const response = await team.api('POST', `/chats/${chat.id}/read`, team.bruno.headers, { userId: team.carla.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(unreadsByName(chatSchema.parse(response.json()))).toEqual({ Ana: 0, Bruno: 0, Carla: 2 });
    const carlaList = chatPageSchema.parse((await team.api('GET', '/chats?withUnreadMessages=true', team.carla.headers)).json());
    expect(carlaList.records.map((record) => record.id)).toEqual([chat.id]);
    expect((await team.api('POST', `/chats/${chat.uuid}/read`, team.carla.headers)).statusCode).toBe(200);
    expect(chatPageSchema.parse((await team.api('GET', '/chats?withUnreadMessages=true', team.carla.headers)).json()).count).toBe(0);
  });

  it(routeCase('POST /chats/{id}/read', '404', 'a non-member and another company'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const chat = await team.createChat();
    expect((await team.api('POST', `/chats/${chat.id}/read`, team.carla.headers, {})).statusCode).toBe(404);
    expect((await team.api('POST', `/chats/${chat.id}/read`, other.ana.headers, {})).statusCode).toBe(404);
  });

  it(routeCase('POST /chats/{id}/read', '400', 'the chat is named by an id or a uuid'), async () => {
    const team = await chatTeam(server);
    expect((await team.api('POST', '/chats/not-a-chat/read', team.ana.headers, {})).statusCode).toBe(400);
  });

  it(routeCase('POST /chats/{id}/read', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/chats/1/read' })).statusCode).toBe(401);
  });

  it(routeCase('POST /chats/{id}/read', '403', 'the plan lacks useInternalChat'), async () => {
    const team = await chatTeam(server, { useInternalChat: false });
    expect((await team.api('POST', '/chats/1/read', team.ana.headers, {})).statusCode).toBe(403);
  });
});
