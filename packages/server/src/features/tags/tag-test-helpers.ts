import { createCompany, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import type { TestServer } from '../../test/test-server.js';

export type Headers = Record<string, string>;

/** A company with an admin, a supervisor and two agents signed in (each test builds its own). */
export async function staffedCompany(server: TestServer) {
  const company = await createCompany(server.db);
  const [admin, supervisor, agent, otherAgent] = await Promise.all(
    (['admin', 'supervisor', 'user', 'user'] as const).map(async (profile) => {
      const user = await createUser(server.db, company.id, { profile });
      return { id: user.id, headers: (await loginAs(server, user.email)).headers as Headers };
    }),
  );
  return { company, admin: admin!, supervisor: supervisor!, agent: agent!, otherAgent: otherAgent! };
}

export function apiOf(server: TestServer) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

