import { eventsDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { userSchema, usersPageSchema } from '@prosa/contract';
import { users } from '../../db/schema/index.js';
import { createQueue, createUser, unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { createConnection, usersTeam } from './users.fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

const newUser = (overrides: object = {}) => ({ name: 'Novo Atendente', email: `${unique('n')}@example.com`, password: 'senha1', profile: 'user', ...overrides });

notApplicable('GET /users', '404', 'a list of the caller’s own company names no record');
notApplicable('GET /users/list', '400', 'no parameters are read (companyId is ignored)');
notApplicable('GET /users/list', '404', 'a list of the caller’s own company names no record');
notApplicable('GET /users/list', '403', 'every signed-in user may list colleagues');

describe('GET /users', () => {
  it(routeCase('GET /users', 'success', 'searches name and e-mail ignoring case and accents, 20 per page'), async () => {
    const t = await usersTeam(server, { users: 50 });
    await createUser(server.db, t.company.id, { name: 'João Antônio', profile: 'user' });
    await createUser(server.db, t.company.id, { name: 'Maria', email: `${unique('joao')}@example.com`, profile: 'user' });
    const found = usersPageSchema.parse((await api('GET', '/users?searchParam=JOAO', t.headers.admin)).json());
    expect(found.users.map((u) => u.name).sort()).toEqual(['João Antônio', 'Maria']);
    expect(found).toMatchObject({ count: 2, hasMore: false });
    const accented = usersPageSchema.parse((await api('GET', `/users?searchParam=${encodeURIComponent('antônio')}`, t.headers.admin)).json());
    expect(accented.users.map((u) => u.name)).toEqual(['João Antônio']);
    for (let i = 0; i < 20; i += 1) await createUser(server.db, t.company.id, { name: `Zeca ${String(i).padStart(2, '0')}`, profile: 'user' });
    const first = usersPageSchema.parse((await api('GET', '/users?pageNumber=1', t.headers.admin)).json());
    const second = usersPageSchema.parse((await api('GET', '/users/?pageNumber=2', t.headers.admin)).json());
    expect(first.users).toHaveLength(20);
    expect(first).toMatchObject({ count: 25, hasMore: true });
    expect(second.users).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(second.users.at(-1)?.name).toBe('Zeca 19');
  });

  it('a search never matches another company’s users, and LIKE wildcards are literal', async () => {
    const mine = await usersTeam(server);
    const other = await usersTeam(server);
    await createUser(server.db, other.company.id, { name: 'Forasteiro', profile: 'user' });
    expect((await api('GET', '/users?searchParam=forasteiro', mine.headers.admin)).json().users).toEqual([]);
    expect((await api('GET', '/users?searchParam=%25', mine.headers.admin)).json().users).toEqual([]);
  });

  it(routeCase('GET /users', '403', 'supervisors and agents do not manage users'), async () => {
    const t = await usersTeam(server);
    expect((await api('GET', '/users', t.headers.agent)).statusCode).toBe(403);
    expect((await api('GET', '/users', t.headers.supervisor)).json().error).toBe('ERR_NO_PERMISSION');
  });

  it(routeCase('GET /users', '400', 'pageNumber must be a positive integer'), async () => {
    const t = await usersTeam(server);
    expect((await api('GET', '/users?pageNumber=0', t.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /users', '401'), async () => {
    expect((await api('GET', '/users')).statusCode).toBe(401);
  });
});

describe('GET /users/list', () => {
  it(routeCase('GET /users/list', 'success', 'every signed-in user gets the company’s users as a bare array'), async () => {
    const t = await usersTeam(server);
    await usersTeam(server);
    const body = z.array(userSchema).parse((await api('GET', `/users/list?companyId=${t.company.id + 1}`, t.headers.agent)).json());
    expect(body.map((u) => u.id).sort((a, b) => a - b)).toEqual([t.admin.id, t.supervisor.id, t.agent.id].sort((a, b) => a - b));
    expect(body.find((u) => u.id === t.agent.id)?.queues).toEqual([{ id: t.queue.id, name: t.queue.name, color: t.queue.color }]);
  });
  it(routeCase('GET /users/list', '401'), async () => {
    expect((await api('GET', '/users/list')).statusCode).toBe(401);
  });
});

describe('POST /users', () => {
  it(routeCase('POST /users', 'success', 'the admin creates a user with queues, connection and allTicket; the company hears it'), async () => {
    const t = await usersTeam(server);
    const connection = await createConnection(server, t.company.id);
    let response: Awaited<ReturnType<typeof api>> | undefined;
    const events = await eventsDuring(server, { companyId: t.company.id, channel: 'user', to: 'company' }, async () => {
      response = await api('POST', '/users', t.headers.admin, newUser({ profile: 'supervisor', queueIds: [t.queue.id], whatsappId: connection.id, allTicket: 'disabled', companyId: 999 }));
    });
    expect(response!.statusCode).toBe(200);
    const created = userSchema.parse(response!.json());
    expect(created).toMatchObject({ profile: 'supervisor', companyId: t.company.id, whatsappId: connection.id, allTicket: 'desabled', queues: [{ id: t.queue.id }] });
    expect(events).toEqual([{ action: 'create', user: created }]);
    expect((await loginAs(server, created.email, 'senha1')).token).toBeTruthy();
    const enabled = userSchema.parse((await api('POST', '/users', t.headers.admin, newUser({ allTicket: 'enabled' }))).json());
    expect(enabled).toMatchObject({ allTicket: 'enabled', profile: 'user', queues: [], whatsappId: null });
  });

  it(routeCase('POST /users', '400', 'seed 000 §5 texts; the password is required on create'), async () => {
    const t = await usersTeam(server);
    const response = await api('POST', '/users', t.headers.admin, { name: 'a', email: 'nope', profile: 'chefe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject({ name: 'Too Short!', email: 'Invalid email', password: 'Required' });
    expect(response.json().issues.profile).toBeTruthy();
    expect((await api('POST', '/users', t.headers.admin, newUser({ password: '1234' }))).json().issues).toEqual({ password: 'Too Short!' });
    expect((await api('POST', '/users', t.headers.admin, newUser({ password: 'x'.repeat(51) }))).json().issues).toEqual({ password: 'Too Long!' });
  });

  it('the plan’s user limit answers ERR_PLAN_LIMIT_USERS, even for simultaneous requests', async () => {
    const t = await usersTeam(server, { users: 4 });
    const results = await Promise.all([api('POST', '/users', t.headers.admin, newUser()), api('POST', '/users', t.headers.admin, newUser())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(results.find((r) => r.statusCode === 403)?.json().error).toBe('ERR_PLAN_LIMIT_USERS');
    const rows = await server.db.select().from(users).where(eq(users.companyId, t.company.id));
    expect(rows).toHaveLength(4);
  });

  it('an e-mail used in any company answers ERR_EMAIL_ALREADY_EXISTS', async () => {
    const t = await usersTeam(server);
    const other = await usersTeam(server);
    const response = await api('POST', '/users', t.headers.admin, newUser({ email: other.agent.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_EMAIL_ALREADY_EXISTS');
  });

  it(routeCase('POST /users', '404', 'another company’s queue or connection'), async () => {
    const t = await usersTeam(server);
    const other = await usersTeam(server);
    const foreignConnection = await createConnection(server, other.company.id);
    const q = await api('POST', '/users', t.headers.admin, newUser({ queueIds: [t.queue.id, other.queue.id] }));
    expect(q.statusCode).toBe(404);
    expect(q.json().error).toBe('ERR_NO_QUEUE_FOUND');
    const w = await api('POST', '/users', t.headers.admin, newUser({ whatsappId: foreignConnection.id }));
    expect(w.statusCode).toBe(404);
    expect(w.json().error).toBe('ERR_NO_WAPP_FOUND');
    expect((await server.db.select().from(users).where(eq(users.companyId, t.company.id)))).toHaveLength(3);
  });

  it(routeCase('POST /users', '403', 'only admins create users'), async () => {
    const t = await usersTeam(server);
    expect((await api('POST', '/users', t.headers.supervisor, newUser())).statusCode).toBe(403);
    expect((await api('POST', '/users', t.headers.agent, newUser())).json().error).toBe('ERR_NO_PERMISSION');
  });

  it(routeCase('POST /users', '401'), async () => {
    expect((await api('POST', '/users', undefined, newUser())).statusCode).toBe(401);
  });
});

describe('DELETE /users/{id}', () => {
  it(routeCase('DELETE /users/{id}', 'success', 'the admin deletes a user; the company hears the id'), async () => {
    const t = await usersTeam(server);
    let status = 0;
    const events = await eventsDuring(server, { companyId: t.company.id, channel: 'user', to: 'company' }, async () => {
      status = (await api('DELETE', `/users/${t.agent.id}`, t.headers.admin)).statusCode;
    });
    expect(status).toBe(200);
    expect(events).toEqual([{ action: 'delete', userId: t.agent.id }]);
    expect(await server.db.select().from(users).where(eq(users.id, t.agent.id))).toEqual([]);
    expect((await api('GET', '/users/list', t.headers.admin)).json().map((u: { id: number }) => u.id)).not.toContain(t.agent.id);
  });

  it('nobody deletes themselves nor the super user', async () => {
    const t = await usersTeam(server);
    const self = await api('DELETE', `/users/${t.admin.id}`, t.headers.admin);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('ERR_CANNOT_DELETE_SELF');
    const superUser = await createUser(server.db, t.company.id, { profile: 'admin', super: true });
    const response = await api('DELETE', `/users/${superUser.id}`, t.headers.admin);
    expect(response.statusCode).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.id, superUser.id))).toHaveLength(1);
  });

  it(routeCase('DELETE /users/{id}', '404', 'another company’s user'), async () => {
    const t = await usersTeam(server);
    const other = await usersTeam(server);
    const response = await api('DELETE', `/users/${other.agent.id}`, t.headers.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_USER_FOUND');
    expect(await server.db.select().from(users).where(eq(users.id, other.agent.id))).toHaveLength(1);
  });

  it(routeCase('DELETE /users/{id}', '403', 'supervisors do not delete users'), async () => {
    const t = await usersTeam(server);
    expect((await api('DELETE', `/users/${t.agent.id}`, t.headers.supervisor)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /users/{id}', '400', 'the id must be a positive integer'), async () => {
    const t = await usersTeam(server);
    expect((await api('DELETE', '/users/abc', t.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /users/{id}', '401'), async () => {
    expect((await api('DELETE', '/users/1')).statusCode).toBe(401);
  });
});

describe('PUT /users/{id} from the users page', () => {
  it('the admin changes profile, queues, connection and allTicket; the company hears it', async () => {
    const t = await usersTeam(server);
    const queue2 = await createQueue(server.db, t.company.id);
    const connection = await createConnection(server, t.company.id);
    let response: Awaited<ReturnType<typeof api>> | undefined;
    const events = await eventsDuring(server, { companyId: t.company.id, channel: 'user', to: 'company' }, async () => {
      response = await api('PUT', `/users/${t.agent.id}`, t.headers.admin, { name: t.agent.name, email: t.agent.email, password: '', profile: 'supervisor', queueIds: [queue2.id], whatsappId: connection.id, allTicket: 'enabled' });
    });
    const updated = userSchema.parse(response!.json());
    expect(updated).toMatchObject({ profile: 'supervisor', whatsappId: connection.id, allTicket: 'enabled', queues: [{ id: queue2.id }] });
    expect(events).toEqual([{ action: 'update', user: updated }]);
    const cleared = userSchema.parse((await api('PUT', `/users/${t.agent.id}`, t.headers.admin, { name: t.agent.name, email: t.agent.email, whatsappId: '', queueIds: [], allTicket: 'disabled' })).json());
    expect(cleared).toMatchObject({ whatsappId: null, queues: [], allTicket: 'desabled', profile: 'supervisor' });
  });

  it('a supervisor may change their own queues but not their profile; an agent neither', async () => {
    const t = await usersTeam(server);
    const me = { name: t.supervisor.name, email: t.supervisor.email };
    const queues = await api('PUT', `/users/${t.supervisor.id}`, t.headers.supervisor, { ...me, queueIds: [t.queue.id], profile: 'supervisor' });
    expect(queues.statusCode).toBe(200);
    expect(queues.json().queues).toEqual([expect.objectContaining({ id: t.queue.id })]);
    expect((await api('PUT', `/users/${t.supervisor.id}`, t.headers.supervisor, { ...me, profile: 'admin' })).json().error).toBe('ERR_NO_PERMISSION');
    const agentMe = { name: t.agent.name, email: t.agent.email };
    expect((await api('PUT', `/users/${t.agent.id}`, t.headers.agent, { ...agentMe, queueIds: [] })).statusCode).toBe(403);
    expect((await api('PUT', `/users/${t.agent.id}`, t.headers.agent, { ...agentMe, allTicket: 'enabled' })).statusCode).toBe(403);
    // Sending the stored values back is no change: the whole form may always be sent.
    expect((await api('PUT', `/users/${t.agent.id}`, t.headers.agent, { ...agentMe, profile: 'user', queueIds: [t.queue.id], allTicket: 'desabled' })).statusCode).toBe(200);
  });

  it('an admin cannot change their own profile, so a company never loses its last admin', async () => {
    const t = await usersTeam(server);
    const response = await api('PUT', `/users/${t.admin.id}`, t.headers.admin, { name: t.admin.name, email: t.admin.email, profile: 'user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_CANNOT_CHANGE_OWN_PROFILE');
    const [row] = await server.db.select().from(users).where(eq(users.id, t.admin.id));
    expect(row?.profile).toBe('admin');
  });

  it('only the super user edits the super user', async () => {
    const t = await usersTeam(server);
    const superUser = await createUser(server.db, t.company.id, { profile: 'admin', super: true });
    const response = await api('PUT', `/users/${superUser.id}`, t.headers.admin, { name: 'Tomado', email: superUser.email, password: 'tomada1' });
    expect(response.statusCode).toBe(403);
  });

  it('another company’s queue or connection answers 404', async () => {
    const t = await usersTeam(server);
    const other = await usersTeam(server);
    const foreignConnection = await createConnection(server, other.company.id);
    const base = { name: t.agent.name, email: t.agent.email };
    expect((await api('PUT', `/users/${t.agent.id}`, t.headers.admin, { ...base, queueIds: [other.queue.id] })).json().error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await api('PUT', `/users/${t.agent.id}`, t.headers.admin, { ...base, whatsappId: foreignConnection.id })).json().error).toBe('ERR_NO_WAPP_FOUND');
  });
});
