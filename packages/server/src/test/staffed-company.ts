import type { Headers } from './conversation-kit.js';
import { createCompany, createPlan, createQueue, createUser } from './factories.js';
import { loginAs } from './session.js';
import type { TestServer } from './test-server.js';

type Profile = 'admin' | 'supervisor' | 'user';

/** A user of the company, signed in: the user row plus the `headers` of its session. */
export async function signedInMember(server: TestServer, companyId: number, profile: Profile, queueIds: number[] = []) {
  const user = await createUser(server.db, companyId, { profile, queueIds });
  return { ...user, headers: (await loginAs(server, user.email)).headers as Headers };
}

/**
 * A company on a plan of its own (`planOverrides` for limits and flags) with an admin, a supervisor
 * and an agent, each signed in; with `withQueue` also a queue the agent belongs to. `headers` names
 * the members' sessions by role. Only these members exist, so tests may count users and queues.
 * Each test builds its own, so tests never share records.
 */
export async function staffedCompany(server: TestServer, planOverrides: Parameters<typeof createPlan>[1] = {}, { withQueue = false } = {}) {
  const plan = await createPlan(server.db, planOverrides);
  const company = await createCompany(server.db, { planId: plan.id });
  const queue = withQueue ? await createQueue(server.db, company.id) : null;
  const [admin, supervisor, agent] = await Promise.all([
    signedInMember(server, company.id, 'admin'),
    signedInMember(server, company.id, 'supervisor'),
    signedInMember(server, company.id, 'user', queue ? [queue.id] : []),
  ]);
  return { company, plan, queue, admin, supervisor, agent, headers: { admin: admin.headers, supervisor: supervisor.headers, agent: agent.headers } };
}

/** `inject` with a method, URL, headers and an optional JSON body. */
export function apiOf(server: TestServer) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
