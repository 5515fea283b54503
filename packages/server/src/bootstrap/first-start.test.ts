import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginResponseSchema } from '@prosa/contract';
import { companies, users } from '../db/schema/index.js';
import { migrationsFolder } from '../db/migrations-folder.js';
import { createCompany, createUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { firstStart } from './first-start.js';

let server: TestServer;
beforeAll(async () => {
  // A database of its own: the first start seeds only where no super user exists yet.
  server = await startTestServer({ database: await openTestDatabase() });
});
afterAll(async () => {
  await server.close();
  await server.database.close();
});

describe('the platform’s own company (design.md §4b)', () => {
  it('is created due 2099-12-31, and its super user logs in with that date', async () => {
    const result = await firstStart(server.db, { email: 'owner@prosa.example', password: 'segredo1' });
    expect(result.createdAdmin).toBe(true);
    const [owner] = await server.db.select({ dueDate: companies.dueDate }).from(companies).innerJoin(users, eq(users.companyId, companies.id)).where(eq(users.email, 'owner@prosa.example'));
    expect(owner?.dueDate).toBe('2099-12-31');

    const login = await server.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'owner@prosa.example', password: 'segredo1' } });
    expect(login.statusCode).toBe(200);
    expect(loginResponseSchema.parse(login.json()).user.company.dueDate).toBe('2099-12-31');
  });

  it('an install from before gets the date for the super user’s company only', async () => {
    const platform = await createCompany(server.db, { dueDate: null });
    await createUser(server.db, platform.id, { profile: 'admin', super: true });
    const customer = await createCompany(server.db, { dueDate: null });
    await createUser(server.db, customer.id, { profile: 'admin' });

    const file = readdirSync(migrationsFolder()).find((name) => name.endsWith('_platform_company_due_date.sql'));
    await server.db.execute(sql.raw(readFileSync(join(migrationsFolder(), file!), 'utf8')));

    const dueDate = async (id: number) => (await server.db.select({ dueDate: companies.dueDate }).from(companies).where(eq(companies.id, id)))[0]?.dueDate;
    expect(await dueDate(platform.id)).toBe('2099-12-31');
    expect(await dueDate(customer.id)).toBeNull();
  });
});
