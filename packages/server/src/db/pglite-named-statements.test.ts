import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from './client.js';
import { placeholder, preparedStatement } from './prepared-statement.js';
import { isUniqueViolation } from './unique-violation.js';

const notes = pgTable('notes', { id: integer().primaryKey(), body: text().notNull(), at: timestamp({ withTimezone: true, mode: 'string' }).notNull() });

const noteById = preparedStatement('test_note_by_id', (executor) => executor.select().from(notes).where(eq(notes.id, placeholder('id'))));
const insertNote = preparedStatement('test_insert_note', (executor) =>
  executor.insert(notes).values({ id: placeholder('id'), body: placeholder('body'), at: placeholder('at') }).returning({ id: notes.id }),
);
const unnamedInsert = preparedStatement(null, (executor) =>
  executor.insert(notes).values({ id: placeholder('id'), body: placeholder('body'), at: placeholder('at') }).returning({ id: notes.id }),
);
const unnamedNoteById = preparedStatement(null, (executor) => executor.select().from(notes).where(eq(notes.id, placeholder('id'))));

let database: Database;
beforeAll(async () => {
  database = wrapPglite(new PGlite());
  await database.pglite!.exec(`create table notes (id integer primary key, body text not null, at timestamptz not null)`);
});
afterAll(() => database.close());

async function preparedNames(): Promise<string[]> {
  const { rows } = await database.pglite!.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((row) => row.name);
}

describe('named statements on PGlite', () => {
  it('runs a named statement as a PostgreSQL prepared statement and answers what the unnamed one answers', async () => {
    await insertNote(database.db, { id: 1, body: 'first', at: '2026-01-02 03:04:05+00' });
    const named = await noteById(database.db, { id: 1 });
    const unnamed = await unnamedNoteById(database.db, { id: 1 });
    expect(named).toEqual([{ id: 1, body: 'first', at: '2026-01-02 03:04:05+00' }]);
    expect(named).toEqual(unnamed);
    expect(await preparedNames()).toEqual(['test_insert_note', 'test_note_by_id']);
  });

  it('runs inside a transaction, is undone with it, and stays usable after the rollback', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertNote(tx, { id: 2, body: 'undone', at: '2026-01-02 03:04:05+00' });
        expect(await noteById(tx, { id: 2 })).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await noteById(database.db, { id: 2 })).toEqual([]);
    await insertNote(database.db, { id: 2, body: 'kept', at: '2026-01-02 03:04:05+00' });
    expect((await noteById(database.db, { id: 2 }))[0]?.body).toBe('kept');
  });

  it('reports a unique violation like the unnamed path, and the connection goes on', async () => {
    const error = await insertNote(database.db, { id: 1, body: 'again', at: '2026-01-02 03:04:05+00' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    const inTransaction = await database.db
      .transaction(async (tx) => insertNote(tx, { id: 1, body: 'again', at: '2026-01-02 03:04:05+00' }))
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(inTransaction)).toBe(true);
    expect(await noteById(database.db, { id: 1 })).toHaveLength(1);
  });

  it('runs an unnamed statement through the same path without leaving a prepared statement behind', async () => {
    const before = await preparedNames();
    expect(await unnamedNoteById(database.db, { id: 2 })).toEqual([{ id: 2, body: 'kept', at: '2026-01-02 03:04:05+00' }]);
    const error = await unnamedInsert(database.db, { id: 2, body: 'again', at: '2026-01-02 03:04:05+00' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await database.db.transaction(async (tx) => unnamedNoteById(tx, { id: 1 }))).toHaveLength(1);
    expect(await preparedNames()).toEqual(before);
  });

  it('refuses a statement on a closed database instead of calling into it', async () => {
    const other = wrapPglite(new PGlite());
    await other.pglite!.exec(`create table notes (id integer primary key, body text not null, at timestamptz not null)`);
    expect(await noteById(other.db, { id: 1 })).toEqual([]);
    await other.close();
    const error = await noteById(other.db, { id: 1 }).catch((caught: unknown) => caught);
    // drizzle wraps the driver's error as "Failed query: …" with the driver's as its cause.
    expect((error as Error).cause).toMatchObject({ message: 'PGlite is closed' });
  });

  it('keeps statements of concurrent callers and a transaction apart', async () => {
    const inserted = database.db.transaction(async (tx) => {
      await insertNote(tx, { id: 10, body: 'ten', at: '2026-01-02 03:04:05+00' });
      return noteById(tx, { id: 10 });
    });
    const reads = [1, 2, 1, 2].map((id) => noteById(database.db, { id }));
    const [inTransaction, ...outside] = await Promise.all([inserted, ...reads]);
    expect(inTransaction.map((row) => row.body)).toEqual(['ten']);
    expect(outside.map((rows) => rows[0]?.body)).toEqual(['first', 'kept', 'first', 'kept']);
  });
});
