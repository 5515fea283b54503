import { sql } from 'drizzle-orm';
import { companies } from './schema/index.js';
import type { Tx } from './types.js';

/**
 * Takes the company's row lock for the rest of the transaction: checks that count or compare rows
 * of one company (a plan limit, a unique shortcode) run one at a time, so two requests cannot both
 * pass them.
 */
export async function lockCompanyRow(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select id from ${companies} where id = ${companyId} for update`);
}
