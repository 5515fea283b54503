import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A where clause over a company's table that names the company first: its rows of that company,
 * narrowed by the other conditions. Every query of a company's table says which company it is
 * about, even where an earlier lookup already checked (tenancy.test.ts keeps it so).
 */
export function inCompany(table: { companyId: AnyColumn }, companyId: Parameters<typeof eq>[1], ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.companyId, companyId), ...conditions)!;
}
