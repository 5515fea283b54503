import { eq } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';

/** What the tenancy test must catch: a company's table read by id alone. */
export const byIdAlone = (executor: Executor, id: number) => executor.select().from(tickets).where(eq(tickets.id, id));

/** And what it must let through: the same read scoped to its company. */
export const scopedById = (executor: Executor, companyId: number, id: number) => executor.select().from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, id)));
