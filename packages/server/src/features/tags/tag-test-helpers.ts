import { signedInMember, staffedCompany } from '../../test/staffed-company.js';
import type { TestServer } from '../../test/test-server.js';
export { apiOf } from '../../test/staffed-company.js';

export type Headers = Record<string, string>;

/** A staffed company with a second agent, for the rules between two agents of one company. */
export async function companyWithTwoAgents(server: TestServer) {
  const staffed = await staffedCompany(server);
  return { ...staffed, otherAgent: await signedInMember(server, staffed.company.id, 'user') };
}
