import type { Db } from '../../db/types.js';
import { contactIdentities, contacts, whatsapps } from '../../db/schema/index.js';
import type { WhatsAppSession } from '../../providers/provider-types.js';
import { unique } from '../../test/factories.js';
import { staffedCompany } from '../../test/staffed-company.js';
import type { TestServer } from '../../test/test-server.js';

/** A staffed company (`staffedCompany`) whose members are given by their session headers. */
export async function contactsCompany(server: TestServer) {
  const { company, headers } = await staffedCompany(server);
  return { company, ...headers };
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
