import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Runs a bulk load (the query-plan tests write 100,000 rows) with the tables' secondary indexes
 * dropped, then creates them again from their own definitions, read from the catalog before the
 * drop: building an index once over the loaded rows costs a fraction of updating it row by row.
 * The schema afterwards is the migrated one; indexes behind constraints (primary keys, unique
 * constraints) stay, so keys and foreign keys are checked during the load as always.
 */
export async function loadWithIndexesBuiltAfter(db: Database['db'], tables: string[], load: () => Promise<void>): Promise<void> {
  const result = (await db.execute(sql`
    select quote_ident(index.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class index on index.oid = i.indexrelid
    join pg_class tab on tab.oid = i.indrelid
    where tab.relname in (${sql.join(tables.map((table) => sql`${table}`), sql`, `)})
      and tab.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as { rows: { name: string; definition: string }[] };
  const indexes = result.rows;
  if (indexes.length === 0) throw new Error(`loadWithIndexesBuiltAfter: no secondary index on ${tables.join(', ')}`);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
