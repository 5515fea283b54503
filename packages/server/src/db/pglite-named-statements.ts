import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named statements on PGlite: parse and describe a statement once per PGlite instance, then run it
 * with one call into PostgreSQL (bind, describe, execute, sync). Unnamed ones (planned with each
 * run's values) are parsed again on every run, in that same one call.
 *
 * Why: PGlite's `query` sends every statement unnamed, as six separate calls into the WebAssembly
 * (parse, describe, bind, describe, execute, sync), so PostgreSQL parses and plans it again on every
 * run; for the presenters and the intake's statements planning cost more than running them
 * (docs/PERFORMANCE.md, "The embedded database"). On PostgreSQL `pg` does the same with the
 * statement's name; this is that path for the embedded engine.
 *
 * The locks are PGlite's own: outside a transaction a statement takes the transaction lock and the
 * query lock, as `pglite.query` does; inside one (the transaction already holds its lock) only the
 * query lock. A named statement outlives a rolled-back transaction (PostgreSQL does not undo a
 * Parse), and PostgreSQL re-plans it by itself when a table it reads changes.
 */

/** Which PGlite a transaction handle belongs to: PGlite's handles do not say. */
const transactionOwners = new WeakMap<object, PGlite>();
/** The statements each PGlite already knows, by name, with their SQL text. */
const knownStatements = new WeakMap<PGlite, Map<string, string>>();

/**
 * Makes the transactions of `pglite` known to `pgliteOf`, so a statement run on a transaction
 * handle reaches its PGlite. Called once, where the database is opened.
 */
export function trackPgliteTransactions(pglite: PGlite): void {
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      transactionOwners.set(tx, pglite);
      return callback(tx);
    });
}

/** The PGlite behind a driver client (the instance or one of its transaction handles), if any. */
export function pgliteOf(client: object): { pglite: PGlite; inTransaction: boolean } | undefined {
  const owner = transactionOwners.get(client);
  if (owner) return { pglite: owner, inTransaction: true };
  if (isPglite(client)) return { pglite: client as PGlite, inTransaction: false };
  return undefined;
}

function isPglite(client: object): boolean {
  return typeof (client as Partial<PGlite>).execProtocolStream === 'function' && typeof (client as Partial<PGlite>).transaction === 'function';
}

/** Internal locks of PGlite (public methods with an underscore: `pglite.query` itself uses them). */
interface PgliteLocks {
  /** Throws when the instance is closed, as `pglite.query` does, instead of calling into a closed WebAssembly. */
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function runOnce(pglite: PGlite, name: string | null, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
  // Parameters go as text, serialised by the type PostgreSQL inferred, as `pglite.query` does; the
  // types come from describing the statement the first time.
  const types = name === null ? await unnamedParameterTypes(pglite, text) : await namedParameterTypes(pglite, name, text);
  const values = params.map((param, index) => {
    if (param === null || param === undefined) return null;
    const serialize = options?.serializers?.[types[index]!] ?? pglite.serializers[types[index]!];
    return serialize ? serialize(param) : String(param);
  });
  const parts = name === null ? [protocol.serialize.parse({ text })] : [];
  parts.push(protocol.serialize.bind({ statement: name ?? '', values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync());
  const messages = await pglite.execProtocolStream(concat(parts), { syncToFs: false });
  return parse.parseResults(messages, parsersFor(pglite, options), options && { ...options, parsers: undefined })[0]!;
}

const mergedParsers = new WeakMap<PGlite, WeakMap<object, Record<number, unknown>>>();

/**
 * PGlite's parsers with the caller's on top, merged once per caller's set: `parseResults` would
 * copy the few hundred default parsers into a new object on every statement (drizzle passes its
 * own for dates), which was the largest single cost of the intake's JavaScript.
 */
function parsersFor(pglite: PGlite, options: QueryOptions | undefined): Parameters<typeof parse.parseResults>[1] {
  if (!options?.parsers) return pglite.parsers;
  let byCaller = mergedParsers.get(pglite);
  if (!byCaller) mergedParsers.set(pglite, (byCaller = new WeakMap()));
  let merged = byCaller.get(options.parsers);
  if (!merged) byCaller.set(options.parsers, (merged = { ...pglite.parsers, ...options.parsers }));
  return merged as Parameters<typeof parse.parseResults>[1];
}

const parameterTypesOf = new WeakMap<PGlite, Map<string, number[]>>();

function cacheOf<K, V>(caches: WeakMap<PGlite, Map<K, V>>, pglite: PGlite): Map<K, V> {
  let cache = caches.get(pglite);
  if (!cache) caches.set(pglite, (cache = new Map()));
  return cache;
}

async function describe(pglite: PGlite, name: string, text: string): Promise<number[]> {
  const messages = await pglite.execProtocolStream(
    concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(messages);
}

/** Parses the named statement the first time it runs (PostgreSQL keeps it for the session). */
async function namedParameterTypes(pglite: PGlite, name: string, text: string): Promise<number[]> {
  const known = cacheOf(knownStatements, pglite);
  const knownText = known.get(name);
  if (knownText !== undefined && knownText !== text) throw new Error(`Two statements are named ${name}`);
  const byName = cacheOf(parameterTypesOf, pglite);
  const cached = byName.get(name);
  if (cached && knownText !== undefined) return cached;
  const types = await describe(pglite, name, text);
  known.set(name, text);
  byName.set(name, types);
  return types;
}

const unnamedTypesOf = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * An unnamed statement is parsed again on every run (so PostgreSQL plans it with that run's values),
 * but in the same call as its bind and execute; its parameter types are learnt once per SQL text.
 */
async function unnamedParameterTypes(pglite: PGlite, text: string): Promise<number[]> {
  const byText = cacheOf(unnamedTypesOf, pglite);
  let types = byText.get(text);
  if (!types) byText.set(text, (types = await describe(pglite, '', text)));
  return types;
}

/**
 * Runs `text` as the named statement `name` on `pglite`, or as an unnamed one when `name` is null
 * (inside a transaction when `inTransaction`, whose handle already holds PGlite's transaction lock).
 * Answers what `pglite.query` answers.
 */
export async function queryNamed(
  target: { pglite: PGlite; inTransaction: boolean },
  name: string | null,
  text: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results> {
  const { pglite, inTransaction } = target;
  const locks = pglite as unknown as PgliteLocks;
  const run = () =>
    locks._runExclusiveQuery(async () => {
      // Inside the lock: a close() that took the lock first has finished by now.
      await locks._checkReady();
      try {
        return await runOnce(pglite, name, text, params, options);
      } catch (error) {
        // Like `pglite.query`'s errors: the statement and its values travel with the database error.
        if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      } finally {
        if (!inTransaction) await pglite.syncToFs();
      }
    });
  // PGlite's calls are synchronous, so without a pause a request whose statements find the lock free
  // runs to its answer in microtasks while no socket is read: at c=64 a few connections then waited
  // seconds to be read (10 s timeouts). One turn of the event loop before each statement outside a
  // transaction lets every waiting request in; measured in docs/PERFORMANCE.md ("Issue 22").
  if (!inTransaction) await new Promise((resolve) => setImmediate(resolve));
  return inTransaction ? run() : locks._runExclusiveTransaction(run);
}
