import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContactImportState } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/types.js';
import { contactIdentities, contacts } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { emitImportEvent } from './contacts.events.js';
import type { ParsedSheet, SheetContact } from './sheet-rows.js';

const BATCH_SIZE = 500;
/** Finished imports stay readable this long for a reconnecting client. */
const KEEP_FINISHED_MS = 60 * 60 * 1000;

interface ImportEntry {
  companyId: number;
  state: ContactImportState;
  finishedAt?: number;
}

/**
 * Import progress lives in this process's memory (decision): an import runs where it was uploaded,
 * and `GET /contacts/upload/{importId}` is answered by that process. A restart loses the progress
 * of a running import (the rows already written stay); behind a load balancer the client relies on
 * the `import-progress` / `import-done` socket events, which reach every process.
 */
const imports = new Map<string, ImportEntry>();

function forget(now: number): void {
  for (const [id, entry] of imports) if (entry.finishedAt !== undefined && now - entry.finishedAt > KEEP_FINISHED_MS) imports.delete(id);
}

export function contactImportState(companyId: number, importId: string): ContactImportState {
  const entry = imports.get(importId);
  if (!entry || entry.companyId !== companyId) throw new AppError('ERR_NO_CONTACT_IMPORT_FOUND');
  return entry.state;
}

/** Writes one batch: multi-row insert of new contacts and their phone identities, one UPDATE … FROM (VALUES …) for known ones. */
async function importBatch(tx: Tx, companyId: number, batch: SheetContact[], now: Date): Promise<{ created: number; updated: number }> {
  const numbers = batch.map((item) => item.number);
  const known = new Map<string, number>();
  const byIdentity = await tx
    .select({ contactId: contactIdentities.contactId, value: contactIdentities.value })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.companyId, companyId), eq(contactIdentities.kind, 'phone'), inArray(contactIdentities.value, numbers)));
  for (const row of byIdentity) known.set(row.value, row.contactId);
  const byNumber = await tx.select({ id: contacts.id, number: contacts.number }).from(contacts).where(and(eq(contacts.companyId, companyId), inArray(contacts.number, numbers)));
  for (const row of byNumber) known.set(row.number, row.id);

  const fresh = batch.filter((item) => !known.has(item.number));
  const existing = batch.filter((item) => known.has(item.number));
  let created = 0;
  if (fresh.length > 0) {
    const inserted = await tx
      .insert(contacts)
      .values(fresh.map((item) => ({ companyId, name: item.name, number: item.number, email: item.email, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: contacts.id, number: contacts.number });
    created = inserted.length;
    if (inserted.length > 0) {
      await tx
        .insert(contactIdentities)
        .values(inserted.map((row) => ({ companyId, contactId: row.id, kind: 'phone' as const, value: row.number })))
        .onConflictDoNothing();
    }
  }
  if (existing.length > 0) {
    const values = sql.join(
      existing.map((item) => sql`(${known.get(item.number)!}::int, ${item.name}::text, ${item.email}::text)`),
      sql`, `,
    );
    await tx.execute(
      sql`update contacts as c set name = v.name, email = case when v.email <> '' then v.email else c.email end, updated_at = ${now}
          from (values ${values}) as v(id, name, email) where c.id = v.id and c.company_id = ${companyId}`,
    );
  }
  return { created, updated: existing.length };
}

async function run(ctx: AppContext, companyId: number, entry: ImportEntry, parsed: ParsedSheet): Promise<void> {
  const { state } = entry;
  try {
    let processed = state.skipped.length;
    for (let start = 0; start < parsed.contacts.length; start += BATCH_SIZE) {
      const batch = parsed.contacts.slice(start, start + BATCH_SIZE);
      const now = ctx.clock.now();
      const result = await ctx.db.transaction((tx) => importBatch(tx, companyId, batch, now));
      state.created += result.created;
      state.updated += result.updated;
      processed += batch.length;
      state.processed = processed;
      emitImportEvent(ctx, companyId, { action: 'import-progress', importId: state.importId, processed, total: state.total });
      await new Promise((resolve) => setImmediate(resolve));
    }
    state.processed = state.total;
    state.status = 'done';
  } catch (error) {
    ctx.log.error({ err: error, importId: state.importId }, 'contact import failed');
    state.status = 'failed';
    state.error = 'ERR_INTERNAL';
  } finally {
    entry.finishedAt = Date.now();
    emitImportEvent(ctx, companyId, { action: 'import-done', importId: state.importId, created: state.created, updated: state.updated, skipped: state.skipped });
  }
}

/**
 * Starts a sheet import and answers its initial state at once; batches run in the background.
 * Numbers are not checked with WhatsApp here (thousands of checks would take minutes and risk the
 * number being flagged); they are checked when a conversation starts.
 */
export function startContactImport(ctx: AppContext, companyId: number, parsed: ParsedSheet): ContactImportState {
  forget(Date.now());
  const state: ContactImportState = {
    importId: randomUUID(),
    status: 'running',
    processed: parsed.skipped.length,
    total: parsed.total,
    created: 0,
    updated: 0,
    skipped: parsed.skipped,
  };
  const entry: ImportEntry = { companyId, state };
  imports.set(state.importId, entry);
  void run(ctx, companyId, entry, parsed);
  return { ...state, skipped: [...state.skipped] };
}
