import { whatsapps } from '../../db/schema/index.js';
import { createCompany, createPlan, createQueue, createUser, unique } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import type { TestServer } from '../../test/test-server.js';

/** A company with an admin, a supervisor and an agent, each signed in. */
export async function usersTeam(server: TestServer, planOverrides: Parameters<typeof createPlan>[1] = {}) {
  const plan = await createPlan(server.db, planOverrides);
  const company = await createCompany(server.db, { planId: plan.id });
  const queue = await createQueue(server.db, company.id);
  const admin = await createUser(server.db, company.id, { profile: 'admin' });
  const supervisor = await createUser(server.db, company.id, { profile: 'supervisor' });
  const agent = await createUser(server.db, company.id, { profile: 'user', queueIds: [queue.id] });
  const [a, s, g] = await Promise.all([loginAs(server, admin.email), loginAs(server, supervisor.email), loginAs(server, agent.email)]);
  return { company, plan, queue, admin, supervisor, agent, headers: { admin: a.headers, supervisor: s.headers, agent: g.headers } };
}

export async function createConnection(server: TestServer, companyId: number) {
  const [row] = await server.db.insert(whatsapps).values({ companyId, name: unique('wa'), token: unique('tok'), sessionWanted: false }).returning();
  return row!;
}

