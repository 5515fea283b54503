import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT, chatPageSchema, chatSchema } from '@prosa/contract';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { chatTeam } from './chat-test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const titles = (body: unknown) => chatPageSchema.parse(body).records.map((chat) => chat.title);

describe('GET /chats', () => {
  it(routeCase('GET /chats', 'success', 'the caller’s chats only, newest activity first, with members, unreads and the last message'), async () => {
    const team = await chatTeam(server);
    const first = await team.createChat(team.ana, [team.bruno], 'Primeira');
    await team.createChat(team.ana, [team.bruno], 'Segunda');
    await team.createChat(team.ana, [team.carla], 'Sem o Bruno');
    server.clock.advance(1000);
    expect((await team.api('POST', `/chats/${first.id}/messages`, team.ana.headers, { message: 'Alguém viu o pedido 42?' })).statusCode).toBe(200);

    const page = chatPageSchema.parse((await team.api('GET', '/chats?pageNumber=1', team.bruno.headers)).json());
    expect(page.records.map((chat) => chat.title)).toEqual(['Primeira', 'Segunda']);
    expect(page).toMatchObject({ count: 2, hasMore: false });
    expect(page.records[0]).toMatchObject({ lastMessage: 'Ana: Alguém viu o pedido 42?', ownerId: team.ana.id });
    expect(page.records[0]!.users).toEqual([
      { userId: team.ana.id, unreads: 0, user: { id: team.ana.id, name: 'Ana' } },
      { userId: team.bruno.id, unreads: 1, user: { id: team.bruno.id, name: 'Bruno' } },
    ]);
    expect(titles((await team.api('GET', '/chats/?searchParam=SEGUN', team.bruno.headers)).json())).toEqual(['Segunda']);
    expect(titles((await team.api('GET', '/chats?withUnreadMessages=true', team.bruno.headers)).json())).toEqual(['Primeira']);
    expect(titles((await team.api('GET', '/chats', team.admin.headers)).json())).toEqual([]);
  });

  it('pages of 20', async () => {
    const team = await chatTeam(server);
    for (let i = 0; i < 21; i++) {
      server.clock.advance(1000);
      await team.createChat(team.ana, [team.bruno], `Conversa ${i}`);
    }
    const first = chatPageSchema.parse((await team.api('GET', '/chats', team.bruno.headers)).json());
    expect(first).toMatchObject({ count: 21, hasMore: true });
    expect(first.records).toHaveLength(20);
    const second = chatPageSchema.parse((await team.api('GET', '/chats?pageNumber=2', team.bruno.headers)).json());
    expect(second.records.map((chat) => chat.title)).toEqual(['Conversa 0']);
    expect(second.hasMore).toBe(false);
  });

  it(routeCase('GET /chats', '400', 'pageNumber starts at 1'), async () => {
    const team = await chatTeam(server);
    expect((await team.api('GET', '/chats?pageNumber=0', team.ana.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /chats', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/chats' })).statusCode).toBe(401);
  });

  it(routeCase('GET /chats', '403', 'the plan lacks useInternalChat'), async () => {
    const team = await chatTeam(server, { useInternalChat: false });
    const response = await team.api('GET', '/chats', team.ana.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
  });

  notApplicable('GET /chats', '404', 'a list names no record');
});

describe('GET /chats/{id}', () => {
  it(routeCase('GET /chats/{id}', 'success', 'a member reads the chat by id or by uuid'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    expect(chatSchema.parse((await team.api('GET', `/chats/${chat.id}`, team.bruno.headers)).json())).toEqual(chat);
    expect((await team.api('GET', `/chats/${chat.uuid}`, team.bruno.headers)).json()).toMatchObject({ id: chat.id });
  });

  it(routeCase('GET /chats/{id}', '404', 'a colleague who is not a member, and another company'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const chat = await team.createChat();
    for (const headers of [team.carla.headers, team.admin.headers, other.ana.headers]) {
      for (const ref of [chat.id, chat.uuid]) {
        const response = await team.api('GET', `/chats/${ref}`, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'ERR_NO_CHAT_FOUND' });
      }
    }
  });

  it(routeCase('GET /chats/{id}', '400', 'neither an id nor a uuid'), async () => {
    const team = await chatTeam(server);
    expect((await team.api('GET', '/chats/abc', team.ana.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /chats/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/chats/1' })).statusCode).toBe(401);
  });

  it(routeCase('GET /chats/{id}', '403', 'the plan lacks useInternalChat'), async () => {
    const team = await chatTeam(server, { useInternalChat: false });
    expect((await team.api('GET', '/chats/1', team.ana.headers)).json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
  });
});

describe('POST /chats', () => {
  it(routeCase('POST /chats', 'success', 'users as { id, name } or as ids; the owner is always a member'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat(team.ana, [team.bruno, team.carla], 'Equipe');
    expect(chat).toMatchObject({ title: 'Equipe', ownerId: team.ana.id, lastMessage: '' });
    expect(chat.users.map((member) => member.userId).sort()).toEqual([team.ana.id, team.bruno.id, team.carla.id].sort());
    const byIds = await team.api('POST', '/chats', team.bruno.headers, { title: 'Dupla', users: [team.ana.id, String(team.ana.id)] });
    expect(byIds.statusCode, byIds.body).toBe(200);
    expect(chatSchema.parse(byIds.json()).users.map((member) => member.user.name)).toEqual(['Ana', 'Bruno']);
  });

  it(routeCase('POST /chats', '400', 'the seed dialog’s title and member rules'), async () => {
    const team = await chatTeam(server);
    const noTitle = await team.api('POST', '/chats', team.ana.headers, { title: '   ', users: [team.bruno.id] });
    expect(noTitle.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { title: CHAT_TEXT.titleRequired } });
    const noUsers = await team.api('POST', '/chats', team.ana.headers, { title: 'Vazia', users: [] });
    expect(noUsers.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { users: CHAT_TEXT.usersRequired } });
  });

  it(routeCase('POST /chats', '404', 'a user of another company is refused and nothing is created'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const response = await team.api('POST', '/chats', team.ana.headers, { title: 'Vazamento', users: [{ id: other.bruno.id, name: 'Bruno' }] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_USER_FOUND' });
    expect(chatPageSchema.parse((await team.api('GET', '/chats', team.ana.headers)).json()).count).toBe(0);
    expect(chatPageSchema.parse((await team.api('GET', '/chats', other.bruno.headers)).json()).count).toBe(0);
  });

  it(routeCase('POST /chats', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/chats', payload: { title: 'x', users: [1] } })).statusCode).toBe(401);
  });

  it(routeCase('POST /chats', '403', 'the plan lacks useInternalChat'), async () => {
    const team = await chatTeam(server, { useInternalChat: false });
    const response = await team.api('POST', '/chats', team.ana.headers, { title: 'x', users: [team.bruno.id] });
    expect(response.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
  });
});

describe('PUT /chats/{id}', () => {
  it(routeCase('PUT /chats/{id}', 'success', 'the owner renames and changes members; those who stay keep their unreads'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat(team.ana, [team.bruno]);
    await team.api('POST', `/chats/${chat.id}/messages`, team.ana.headers, { message: 'Oi' });
    const response = await team.api('PUT', `/chats/${chat.id}`, team.ana.headers, { title: 'Plantão de domingo', users: [{ id: team.bruno.id }, { id: team.carla.id }] });
    expect(response.statusCode, response.body).toBe(200);
    const updated = chatSchema.parse(response.json());
    expect(updated.title).toBe('Plantão de domingo');
    expect(updated.users.map((member) => [member.user.name, member.unreads])).toEqual([
      ['Ana', 0],
      ['Bruno', 1],
      ['Carla', 0],
    ]);
    const withoutCarla = chatSchema.parse((await team.api('PUT', `/chats/${chat.uuid}`, team.ana.headers, { users: [team.bruno.id] })).json());
    expect(withoutCarla.users.map((member) => member.user.name)).toEqual(['Ana', 'Bruno']);
    expect((await team.api('GET', `/chats/${chat.id}`, team.carla.headers)).statusCode).toBe(404);
  });

  it(routeCase('PUT /chats/{id}', '403', 'a member who is not the owner'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    const response = await team.api('PUT', `/chats/${chat.id}`, team.bruno.headers, { title: 'Meu agora' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    expect(chatSchema.parse((await team.api('GET', `/chats/${chat.id}`, team.ana.headers)).json()).title).toBe(chat.title);
  });

  it(routeCase('PUT /chats/{id}', '404', 'a non-member (even an admin) and another company'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const chat = await team.createChat();
    for (const headers of [team.carla.headers, team.admin.headers, other.ana.headers]) {
      expect((await team.api('PUT', `/chats/${chat.id}`, headers, { title: 'Invadido' })).statusCode).toBe(404);
    }
    const foreignMember = await team.api('PUT', `/chats/${chat.id}`, team.ana.headers, { users: [other.carla.id] });
    expect(foreignMember.json()).toMatchObject({ error: 'ERR_NO_USER_FOUND' });
  });

  it(routeCase('PUT /chats/{id}', '400', 'an empty title'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    expect((await team.api('PUT', `/chats/${chat.id}`, team.ana.headers, { title: '' })).json()).toMatchObject({ issues: { title: CHAT_TEXT.titleRequired } });
  });

  it(routeCase('PUT /chats/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/chats/1', payload: { title: 'x' } })).statusCode).toBe(401);
  });
});

describe('DELETE /chats/{id}', () => {
  it(routeCase('DELETE /chats/{id}', 'success', 'the owner deletes it for everyone, messages included'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    await team.api('POST', `/chats/${chat.id}/messages`, team.bruno.headers, { message: 'Até amanhã' });
    expect((await team.api('DELETE', `/chats/${chat.id}`, team.ana.headers)).statusCode).toBe(200);
    expect((await team.api('GET', `/chats/${chat.id}`, team.bruno.headers)).statusCode).toBe(404);
    expect(chatPageSchema.parse((await team.api('GET', '/chats', team.bruno.headers)).json()).count).toBe(0);
  });

  it(routeCase('DELETE /chats/{id}', '403', 'a member who is not the owner'), async () => {
    const team = await chatTeam(server);
    const chat = await team.createChat();
    expect((await team.api('DELETE', `/chats/${chat.id}`, team.bruno.headers)).statusCode).toBe(403);
    expect((await team.api('GET', `/chats/${chat.id}`, team.bruno.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /chats/{id}', '404', 'a non-member and another company'), async () => {
    const team = await chatTeam(server);
    const other = await chatTeam(server);
    const chat = await team.createChat();
    expect((await team.api('DELETE', `/chats/${chat.id}`, team.carla.headers)).statusCode).toBe(404);
    expect((await team.api('DELETE', `/chats/${chat.id}`, other.ana.headers)).statusCode).toBe(404);
    expect((await team.api('GET', `/chats/${chat.id}`, team.ana.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /chats/{id}', '400'), async () => {
    const team = await chatTeam(server);
    expect((await team.api('DELETE', '/chats/-1', team.ana.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /chats/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/chats/1' })).statusCode).toBe(401);
  });
});
