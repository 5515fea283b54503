import type { Db } from '../../db/types.js';
import { contactIdentities, contacts, whatsapps } from '../../db/schema/index.js';
import type { WhatsAppSession } from '../../providers/provider-types.js';
import { createCompany, createPlan, createUser, unique } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import type { TestServer } from '../../test/test-server.js';

/** A company with an admin, a supervisor and a user, logged in. */
export async function contactsCompany(server: TestServer) {
  const plan = await createPlan(server.db);
  const company = await createCompany(server.db, { planId: plan.id });
  const [admin, supervisor, agent] = await Promise.all([
    createUser(server.db, company.id, { profile: 'admin' }),
    createUser(server.db, company.id, { profile: 'supervisor' }),
    createUser(server.db, company.id, { profile: 'user' }),
  ]);
  const [a, s, u] = await Promise.all([loginAs(server, admin.email), loginAs(server, supervisor.email), loginAs(server, agent.email)]);
  return { company, admin: a.headers, supervisor: s.headers, agent: u.headers };
}

export async function insertContact(db: Db, companyId: number, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const number = overrides.number ?? `55${Math.floor(1e10 + Math.random() * 9e10)}`;
  const [row] = await db
    .insert(contacts)
    .values({ companyId, name: unique('Contato'), number, ...overrides })
    .returning();
  if (row!.number) await db.insert(contactIdentities).values({ companyId, contactId: row!.id, kind: 'phone', value: row!.number });
  return row!;
}

export async function insertConnection(db: Db, companyId: number, overrides: Partial<typeof whatsapps.$inferInsert> = {}) {
  const [row] = await db
    .insert(whatsapps)
    .values({ companyId, name: unique('Conexão'), status: 'CONNECTED', isDefault: true, token: unique('token'), ...overrides })
    .returning();
  return row!;
}

/** A live session stand-in whose `checkNumber` answers as told. */
export function fakeSession(checkNumber: WhatsAppSession['checkNumber']): WhatsAppSession {
  return { checkNumber } as unknown as WhatsAppSession;
}
