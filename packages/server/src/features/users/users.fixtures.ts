import { whatsapps } from '../../db/schema/index.js';
import { unique } from '../../test/factories.js';
import { staffedCompany } from '../../test/staffed-company.js';
import type { TestServer } from '../../test/test-server.js';

/** The staffed company of the users' tests. */
export async function usersTeam(server: TestServer, planOverrides: Parameters<typeof staffedCompany>[1] = {}) {
  const team = await staffedCompany(server, planOverrides, { withQueue: true });
  return { ...team, queue: team.queue! };
}

export async function createConnection(server: TestServer, companyId: number) {
  const [row] = await server.db.insert(whatsapps).values({ companyId, name: unique('wa'), token: unique('tok'), sessionWanted: false }).returning();
  return row!;
}

