import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactBodySchema, contactFindOrCreateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/types.js';
import { contactIdentities, contacts } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { findOrCreateContact } from './contact-identity.js';
import { emitContactChange, emitContactDelete } from './contacts.events.js';
import { findContact, findContactByNumber, replaceCustomFields } from './contacts.repository.js';
import { checkContactNumber } from './number-check.js';
import type { ContactRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

type ContactBody = z.output<typeof contactBodySchema>;
type FindOrCreateBody = z.output<typeof contactFindOrCreateSchema>;

/** The number (or its phone identity) already belongs to another contact of the company. */
async function assertNumberFree(tx: Tx, companyId: number, number: string, exceptId?: number): Promise<void> {
  const byNumber = await findContactByNumber(tx, companyId, number);
  const [byIdentity] = await tx
    .select({ contactId: contactIdentities.contactId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.companyId, companyId), eq(contactIdentities.kind, 'phone'), eq(contactIdentities.value, number)));
  const other = [byNumber?.id, byIdentity?.contactId].find((id) => id !== undefined && id !== exceptId);
  if (other !== undefined) throw new AppError('ERR_DUPLICATED_CONTACT', { extra: { contactId: other } });
}

async function assertLidFree(tx: Tx, companyId: number, lid: string | undefined, exceptId?: number): Promise<void> {
  if (!lid) return;
  const [row] = await tx
    .select({ contactId: contactIdentities.contactId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.companyId, companyId), eq(contactIdentities.kind, 'lid'), eq(contactIdentities.value, lid.split('@')[0]!)));
  if (row && row.contactId !== exceptId) throw new AppError('ERR_DUPLICATED_CONTACT', { extra: { contactId: row.contactId } });
}

async function setPhoneIdentities(tx: Tx, companyId: number, contactId: number, phone: string, lid: string | undefined): Promise<void> {
  await tx.delete(contactIdentities).where(inCompany(contactIdentities, companyId, eq(contactIdentities.contactId, contactId), eq(contactIdentities.kind, 'phone'), ne(contactIdentities.value, phone)));
  const rows: (typeof contactIdentities.$inferInsert)[] = [{ companyId, contactId, kind: 'phone', value: phone }];
  if (lid) rows.push({ companyId, contactId, kind: 'lid', value: lid.split('@')[0]! });
  await tx.insert(contactIdentities).values(rows).onConflictDoNothing();
}

/** `POST /contacts`: the number is checked through WhatsApp before anything is written. */
export async function createContact(ctx: AppContext, companyId: number, body: ContactBody): Promise<ContactRow> {
  const checked = await checkContactNumber(ctx, companyId, body.number);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await assertNumberFree(tx, companyId, checked.phone);
    await assertLidFree(tx, companyId, checked.lid);
    const [created] = await tx.insert(contacts).values({ companyId, name: body.name, number: checked.phone, email: body.email, createdAt: now, updatedAt: now }).returning();
    await setPhoneIdentities(tx, companyId, created!.id, checked.phone, checked.lid);
    await replaceCustomFields(tx, created!.id, body.extraInfo, now);
    return created!;
  });
  await emitContactChange(ctx, 'create', row);
  return row;
}

/** `PUT /contacts/{id}`: a changed number is checked again and moves the phone identity. */
export async function updateContact(ctx: AppContext, companyId: number, id: number, body: ContactBody): Promise<ContactRow> {
  const current = await findContact(ctx.db, companyId, id);
  // A group's id is WhatsApp's, not a phone number: it is never edited.
  const numberChanged = !current.isGroup && body.number !== current.number;
  const checked = numberChanged ? await checkContactNumber(ctx, companyId, body.number) : { phone: current.number, lid: undefined };
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await findContact(tx, companyId, id);
    if (numberChanged) {
      await assertNumberFree(tx, companyId, checked.phone, id);
      await assertLidFree(tx, companyId, checked.lid, id);
    }
    const [updated] = await tx
      .update(contacts)
      .set({ name: body.name, number: checked.phone, email: body.email, updatedAt: now })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)))
      .returning();
    if (numberChanged) await setPhoneIdentities(tx, companyId, id, checked.phone, checked.lid);
    await replaceCustomFields(tx, id, body.extraInfo, now);
    return updated!;
  });
  await emitContactChange(ctx, 'update', row);
  return row;
}

export async function deleteContact(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await findContact(tx, companyId, id);
    await tx.delete(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
  });
  emitContactDelete(ctx, companyId, id);
}

/**
 * `POST /contacts/findOrCreate` (new-ticket dialog): an existing contact by number is answered as
 * it is; otherwise the number is checked and the contact created (name: the given one, else the
 * number), linked to the LID WhatsApp answered with.
 */
export async function findOrCreateContactFromApi(ctx: AppContext, companyId: number, body: FindOrCreateBody): Promise<ContactRow> {
  const existing = await findContactByNumber(ctx.db, companyId, body.number);
  if (existing) return existing;
  const checked = await checkContactNumber(ctx, companyId, body.number);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction((tx) => findOrCreateContact(tx, companyId, { phone: checked.phone, lid: checked.lid, name: body.name, email: body.email }, now));
  for (const mergedId of result.mergedContactIds) emitContactDelete(ctx, companyId, mergedId);
  if (result.changed) await emitContactChange(ctx, result.created ? 'create' : 'update', result.contact);
  return result.contact;
}
