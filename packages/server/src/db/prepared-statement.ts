import type { QueryOptions } from '@electric-sql/pglite';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { pgliteOf, queryNamed } from './pglite-named-statements.js';
import type { Executor } from './types.js';

/** What drizzle's `.prepare(name)` answers, reduced to the part we call. */
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The driver handle a prepared query runs on: the pool, a pooled client or a PGlite transaction. */
type DriverClient = object;

function clientOf(executor: Executor): DriverClient {
  // `_.session` is drizzle's public handle on the executor's session; its `client` is the driver
  // object the session runs queries on (for a transaction: the connection holding it).
  return (executor._.session as unknown as { client: DriverClient }).client;
}

/**
 * A statement whose SQL text drizzle builds once per process instead of on every execution.
 *
 * Why: drizzle turns a query builder into SQL text each time it runs, and on the hot paths (job
 * claims, inbound intake) that building was about a quarter of Prosa's CPU. Here the builder runs
 * once, with `sql.placeholder('name')` for every input, and later executions only bind values. On
 * PostgreSQL the name also makes it a server-side prepared statement on each connection, so the
 * server parses it once per connection too (pg keeps track of which connection knows which name).
 *
 * A prepared query is tied to the session that prepared it, and a transaction is its own session
 * (on PGlite the transaction handle is the only usable one), so the prepared query is re-bound to the
 * driver client of the executor it runs on: the database or an open transaction.
 *
 * The builder must not depend on anything but placeholders: its SQL is fixed after the first call.
 */
export function preparedStatement<R>(
  name: string | null,
  build: (executor: Executor) => { prepare(name: string): PreparedQuery<R> },
): (executor: Executor, values?: Record<string, unknown>) => Promise<R> {
  let template: (PreparedQuery<R> & { client: DriverClient }) | undefined;
  const bound = new WeakMap<DriverClient, PreparedQuery<R>>();
  return (executor, values = {}) => {
    const client = clientOf(executor);
    let query = bound.get(client);
    if (!query) {
      // Without a name the statement stays unnamed: PostgreSQL plans every run with its values.
      template ??= build(executor).prepare(name ?? (undefined as unknown as string)) as PreparedQuery<R> & { client: DriverClient };
      // Everything but the client (SQL text, parameters, result mapping) is shared with the template.
      // PGlite's own client takes six calls per statement and never names one: ours takes one.
      const pglite = pgliteOf(client);
      const runOn: DriverClient = pglite
        ? { query: (text: string, params: unknown[], options?: QueryOptions) => queryNamed(pglite, name, text, params, options) }
        : client;
      query = template.client === runOn ? template : (Object.create(template, { client: { value: runOn } }) as PreparedQuery<R>);
      bound.set(client, query);
    }
    return query.execute(values);
  };
}

/**
 * A statement whose SQL has a few shapes (optional filters): one prepared statement per shape key,
 * which must name everything that changes the SQL text; values go in placeholders. `name` names the
 * statement of a shape, or null leaves them unnamed (planned with each run's values).
 */
export function preparedPerShape<Shape, R>(
  key: (shape: Shape) => string,
  name: ((shapeKey: string) => string) | null,
  build: (executor: Executor, shape: Shape) => { prepare(name: string): PreparedQuery<R> },
): (executor: Executor, shape: Shape, values: Record<string, unknown>) => Promise<R> {
  const byShape = new Map<string, (executor: Executor, values?: Record<string, unknown>) => Promise<R>>();
  return (executor, shape, values) => {
    const shapeKey = key(shape);
    let run = byShape.get(shapeKey);
    if (!run) {
      run = preparedStatement(name ? name(shapeKey) : null, (first) => build(first, shape));
      byShape.set(shapeKey, run);
    }
    return run(executor, values);
  };
}

/**
 * `sql.placeholder(name)` typed as the value it stands for: drizzle binds placeholders anywhere a
 * value goes (column encoders included), but the types of `update().set()` do not list them.
 */
export function placeholder<T = Placeholder>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

/**
 * `column = any($name::type[])`: the prepared form of `inArray`, whose SQL would otherwise change
 * with the number of values. Bind a JS array (empty matches nothing).
 */
export function anyOf(column: AnyColumn, name: string, type: 'int' | 'bigint' | 'text'): SQL {
  return sql`${column} = any(${placeholder(name)}::${sql.raw(type)}[])`;
}
