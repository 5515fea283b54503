import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@prosa/contract';
import { createCompany, createQueue, createUser, unique } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function team() {
  const company = await createCompany(server.db);
  const queue = await createQueue(server.db, company.id);
  const admin = await createUser(server.db, company.id, { profile: 'admin' });
  const agent = await createUser(server.db, company.id, { profile: 'user', queueIds: [queue.id] });
  const colleague = await createUser(server.db, company.id, { profile: 'user' });
  return { company, queue, admin, agent, colleague };
}

describe('GET /users/{id}', () => {
  it(routeCase('GET /users/{id}', 'success', 'a user reads themself with their queues'), async () => {
    const { agent, queue } = await team();
    const session = await loginAs(server, agent.email);
    const response = await server.app.inject({ method: 'GET', url: `/users/${agent.id}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ id: agent.id, profile: 'user', queues: [{ id: queue.id, name: queue.name }] });
  });

  it(routeCase('GET /users/{id}', '403', 'a user reading a colleague'), async () => {
    const { agent, colleague } = await team();
    const session = await loginAs(server, agent.email);
    const response = await server.app.inject({ method: 'GET', url: `/users/${colleague.id}`, headers: session.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });

  it(routeCase('GET /users/{id}', '404', 'a user of another company, even for an admin'), async () => {
    const mine = await team();
    const other = await team();
    const session = await loginAs(server, mine.admin.email);
    const response = await server.app.inject({ method: 'GET', url: `/users/${other.agent.id}`, headers: session.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_USER_FOUND');
  });

  it(routeCase('GET /users/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/users/1' })).statusCode).toBe(401);
  });

  it(routeCase('GET /users/{id}', '400', 'ids must be positive integers'), async () => {
    const { admin } = await team();
    const session = await loginAs(server, admin.email);
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const response = await server.app.inject({ method: 'GET', url: `/users/${id}`, headers: session.headers });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('PUT /users/{id}', () => {
  it(routeCase('PUT /users/{id}', 'success', 'the profile dialog changes name, e-mail and password'), async () => {
    const { agent } = await team();
    const session = await loginAs(server, agent.email);
    const email = `${unique('new')}@example.com`;
    const response = await server.app.inject({ method: 'PUT', url: `/users/${agent.id}`, headers: session.headers, payload: { name: 'Novo Nome', email: email.toUpperCase(), password: 'trocada1' } });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ name: 'Novo Nome', email });
    expect((await loginAs(server, email, 'trocada1')).token).toBeTruthy();
  });

  it(routeCase('PUT /users/{id}', '400', 'seed 000 §5 texts'), async () => {
    const { agent } = await team();
    const session = await loginAs(server, agent.email);
    const response = await server.app.inject({ method: 'PUT', url: `/users/${agent.id}`, headers: session.headers, payload: { name: 'x'.repeat(51), email: 'nope', password: '123' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ name: 'Too Long!', email: 'Invalid email', password: 'Too Short!' });
  });

  it('an e-mail of another user answers ERR_EMAIL_ALREADY_EXISTS', async () => {
    const { agent, colleague } = await team();
    const session = await loginAs(server, agent.email);
    const response = await server.app.inject({ method: 'PUT', url: `/users/${agent.id}`, headers: session.headers, payload: { name: 'Nome', email: colleague.email } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_EMAIL_ALREADY_EXISTS');
  });

  it(routeCase('PUT /users/{id}', '403', 'a user editing a colleague'), async () => {
    const { agent, colleague } = await team();
    const session = await loginAs(server, agent.email);
    const response = await server.app.inject({ method: 'PUT', url: `/users/${colleague.id}`, headers: session.headers, payload: { name: 'Hack', email: colleague.email } });
    expect(response.statusCode).toBe(403);
  });

  it(routeCase('PUT /users/{id}', '404', 'another company’s user'), async () => {
    const mine = await team();
    const other = await team();
    const session = await loginAs(server, mine.admin.email);
    const response = await server.app.inject({ method: 'PUT', url: `/users/${other.agent.id}`, headers: session.headers, payload: { name: 'Hack', email: other.agent.email } });
    expect(response.statusCode).toBe(404);
  });

  it(routeCase('PUT /users/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/users/1', payload: { name: 'ab', email: 'a@b.co' } })).statusCode).toBe(401);
  });
});
