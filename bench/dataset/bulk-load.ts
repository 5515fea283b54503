/** Runs one SQL statement and answers its rows. */
export type Exec = (text: string) => Promise<Record<string, unknown>[]>;

interface Structure {
  table: string;
  name: string;
  /** The exact statement that recreates it, read from the catalogue. */
  create: string;
  drop: string;
}

/**
 * Secondary indexes and foreign keys of the bulk-loaded tables, as the migrations made them. They
 * are dropped for the load and recreated afterwards from their catalogue definitions, as
 * `pg_restore` does: building an index once is far cheaper than maintaining it row by row, and a
 * foreign key is validated by one join instead of a lookup per row. Primary keys stay.
 */
export async function secondaryStructures(exec: Exec, tables: readonly string[]): Promise<{ indexes: Structure[]; foreignKeys: Structure[] }> {
  const list = tables.map((table) => `'${table}'`).join(',');
  const indexRows = await exec(`
    select t.relname as table_name, i.relname as index_name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and t.relname in (${list})
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by t.relname, i.relname`);
  const keyRows = await exec(`
    select t.relname as table_name, c.conname as constraint_name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = 'public' and t.relname in (${list})
    order by t.relname, c.conname`);
  return {
    indexes: indexRows.map((row) => ({
      table: String(row.table_name),
      name: String(row.index_name),
      create: String(row.definition),
      drop: `drop index "${String(row.index_name)}"`,
    })),
    foreignKeys: keyRows.map((row) => ({
      table: String(row.table_name),
      name: String(row.constraint_name),
      create: `alter table "${String(row.table_name)}" add constraint "${String(row.constraint_name)}" ${String(row.definition)}`,
      drop: `alter table "${String(row.table_name)}" drop constraint "${String(row.constraint_name)}"`,
    })),
  };
}

export async function dropStructures(exec: Exec, structures: { indexes: Structure[]; foreignKeys: Structure[] }): Promise<void> {
  for (const key of structures.foreignKeys) await exec(key.drop);
  for (const index of structures.indexes) await exec(index.drop);
}

/**
 * Recreates the indexes (spread over the given connections, biggest tables first) and then the
 * foreign keys; answers each structure's build time.
 */
export async function recreateStructures(execs: Exec[], structures: { indexes: Structure[]; foreignKeys: Structure[] }, order: readonly string[]): Promise<{ name: string; ms: number }[]> {
  const timings: { name: string; ms: number }[] = [];
  const rank = (table: string) => (order.includes(table) ? order.indexOf(table) : order.length);
  const queue = [...structures.indexes].sort((a, b) => rank(a.table) - rank(b.table));
  const worker = async (exec: Exec) => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      await exec(next.create);
      timings.push({ name: `index ${next.name}`, ms: Math.round(performance.now() - started) });
    }
  };
  await Promise.all(execs.map(worker));
  for (const key of structures.foreignKeys) {
    const started = performance.now();
    await execs[0]!(key.create);
    timings.push({ name: `foreign key ${key.name}`, ms: Math.round(performance.now() - started) });
  }
  return timings;
}
