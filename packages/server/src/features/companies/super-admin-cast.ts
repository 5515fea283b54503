import { createCompany, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import type { Headers } from '../../test/conversation-kit.js';
import { apiOf } from '../../test/staffed-company.js';
import type { TestServer } from '../../test/test-server.js';

export interface SignedIn {
  id: number;
  email: string;
  companyId: number;
  headers: Headers;
}

async function signIn(server: TestServer, companyId: number, values: { profile: 'admin' | 'user'; super?: boolean }): Promise<SignedIn> {
  const user = await createUser(server.db, companyId, values);
  return { id: user.id, email: user.email, companyId, headers: (await loginAs(server, user.email)).headers as Headers };
}

/** The super user (in a platform company of their own), and a customer company's admin and agent. */
export async function superAdminCast(server: TestServer) {
  const platform = await createCompany(server.db, { dueDate: '2099-12-31' });
  const tenant = await createCompany(server.db);
  const [superUser, admin, agent] = await Promise.all([
    signIn(server, platform.id, { profile: 'admin', super: true }),
    signIn(server, tenant.id, { profile: 'admin' }),
    signIn(server, tenant.id, { profile: 'user' }),
  ]);
  return { platform, tenant, superUser, admin, agent, api: apiOf(server) };
}
