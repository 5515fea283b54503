import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { placeholder, preparedStatement } from '../../db/prepared-statement.js';
import { contactCustomFields, contactIdentities, contacts, messages, schedules, ticketNotes, tickets } from '../../db/schema/index.js';
import type { ContactRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { recomputeFirstTicket } from '../tickets/first-ticket.js';

export type IdentityKind = 'phone' | 'lid' | 'group';

export interface ContactIdentityInput {
  /** Phone digits or a phone JID (`5511…@s.whatsapp.net`). */
  phone?: string | undefined;
  /** WhatsApp's LID, with or without the `@lid` suffix. */
  lid?: string | undefined;
  /** A group JID (`…@g.us`). */
  groupId?: string | undefined;
  name?: string | undefined;
  whatsappId?: number | null | undefined;
  email?: string | undefined;
}

export interface ContactResolution {
  contact: ContactRow;
  created: boolean;
  /** True when identities or fields of the contact changed (an `update` event is due). */
  changed: boolean;
  /** Contacts merged into `contact` and deleted (a `delete` event is due for each). */
  mergedContactIds: number[];
}

/** The id part of a JID or a typed value: `5511999@s.whatsapp.net` → `5511999`; device suffixes dropped. */
export function identityValue(kind: IdentityKind, raw: string | undefined): string {
  if (!raw) return '';
  const user = raw.split('@')[0]!.split(':')[0]!;
  return kind === 'group' ? user.trim() : user.replace(/\D/g, '');
}

type Wanted = { kind: IdentityKind; value: string }[];

function wantedIdentities(input: ContactIdentityInput): Wanted {
  const wanted: Wanted = [];
  const group = identityValue('group', input.groupId);
  if (group) return [{ kind: 'group', value: group }];
  const phone = identityValue('phone', input.phone);
  const lid = identityValue('lid', input.lid);
  if (phone) wanted.push({ kind: 'phone', value: phone });
  if (lid) wanted.push({ kind: 'lid', value: lid });
  return wanted;
}

const identityKey = (w: { kind: string; value: string }) => `${w.kind}:${w.value}`;

// Every inbound message resolves its contact: prepared once (db/prepared-statement.ts). At most two
// identities are wanted (a phone and a lid, or a group); an unused pair is bound to null and matches nothing.
const linkedIdentities = preparedStatement('contact_identities_linked', (tx) =>
  tx
    .select({ contactId: contactIdentities.contactId, kind: contactIdentities.kind, value: contactIdentities.value })
    .from(contactIdentities)
    .where(
      and(
        eq(contactIdentities.companyId, placeholder('companyId')),
        or(
          and(eq(contactIdentities.kind, placeholder('kind1')), eq(contactIdentities.value, placeholder('value1'))),
          and(eq(contactIdentities.kind, placeholder('kind2')), eq(contactIdentities.value, placeholder('value2'))),
        ),
      ),
    ),
);

// `number <> ''` repeats the partial unique index's predicate so a prepared (generic) plan may use it.
const contactsByIdOrNumber = preparedStatement('contacts_by_id_or_number', (tx) =>
  tx
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, placeholder('companyId')),
        sql`(${contacts.id} = any(${placeholder('ids')}::int[]) or (${contacts.number} = any(${placeholder('numbers')}::text[]) and ${contacts.number} <> ''))`,
      ),
    )
    .for('update'),
);

/**
 * Contacts owning any of the wanted identities, plus a contact holding the phone as its number; and
 * which wanted identities are already linked (to one of those contacts).
 */
async function owners(tx: Tx, companyId: number, wanted: Wanted): Promise<{ found: ContactRow[]; linked: Set<string> }> {
  if (wanted.length > 2) throw new Error('at most a phone and a lid, or a group, identify a contact');
  const [first, second] = wanted;
  const linkedRows = await linkedIdentities(tx, { companyId, kind1: first?.kind ?? null, value1: first?.value ?? null, kind2: second?.kind ?? null, value2: second?.value ?? null });
  const linked = new Set(linkedRows.map(identityKey));
  const ids = [...new Set(linkedRows.map((row) => row.contactId))];
  const numbers = wanted.filter((w) => w.kind !== 'lid').map((w) => w.value);
  if (ids.length === 0 && numbers.length === 0) return { found: [], linked };
  const rows = await contactsByIdOrNumber(tx, { companyId, ids, numbers });
  return { found: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id), linked };
}

async function addIdentities(tx: Tx, companyId: number, contactId: number, wanted: Wanted): Promise<boolean> {
  if (wanted.length === 0) return false;
  const inserted = await tx
    .insert(contactIdentities)
    .values(wanted.map((w) => ({ companyId, contactId, kind: w.kind, value: w.value })))
    .onConflictDoNothing()
    .returning({ id: contactIdentities.id });
  return inserted.length > 0;
}

/**
 * Merges `drop` into `keep` (the older contact): identities and extra info move, blank fields of
 * `keep` take `drop`'s values, tickets, messages and notes move, then `drop` is deleted.
 */
export async function mergeContacts(tx: Tx, companyId: number, keep: ContactRow, drop: ContactRow, now: Date): Promise<ContactRow> {
  await moveConversations(tx, companyId, keep.id, drop.id, now);
  await tx.update(contactIdentities).set({ contactId: keep.id }).where(and(eq(contactIdentities.companyId, companyId), eq(contactIdentities.contactId, drop.id)));
  await tx.update(contactCustomFields).set({ contactId: keep.id, updatedAt: now }).where(eq(contactCustomFields.contactId, drop.id));
  await tx.delete(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.id, drop.id)));
  // The kept contact's first ticket is now the earlier of the two contacts' (the dashboard's new contacts).
  await recomputeFirstTicket(tx, companyId, keep.id);
  const [merged] = await tx
    .update(contacts)
    .set({
      number: keep.number || drop.number,
      name: isPlaceholderName(keep) && !isPlaceholderName(drop) ? drop.name : keep.name,
      email: keep.email || drop.email,
      profilePicUrl: keep.profilePicUrl || drop.profilePicUrl,
      whatsappId: keep.whatsappId ?? drop.whatsappId,
      updatedAt: now,
    })
    .where(inCompany(contacts, companyId, eq(contacts.id, keep.id)))
    .returning();
  return merged!;
}

/**
 * Moves the dropped contact's tickets, messages and notes to the kept one. Where both hold a ticket
 * that is not closed on the same connection, the dropped contact's is closed first: one attendance
 * per contact and connection.
 */
async function moveConversations(tx: Tx, companyId: number, keepId: number, dropId: number, now: Date): Promise<void> {
  const kept = await tx
    .select({ whatsappId: tickets.whatsappId })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, keepId), ne(tickets.status, 'closed')));
  const busy = kept.flatMap((row) => (row.whatsappId === null ? [] : [row.whatsappId]));
  if (busy.length) {
    await tx
      .update(tickets)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, dropId), ne(tickets.status, 'closed'), inArray(tickets.whatsappId, busy)));
  }
  await tx.update(tickets).set({ contactId: keepId }).where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, dropId)));
  await tx.update(messages).set({ contactId: keepId }).where(and(eq(messages.companyId, companyId), eq(messages.contactId, dropId)));
  await tx.update(messages).set({ participantContactId: keepId }).where(and(eq(messages.companyId, companyId), eq(messages.participantContactId, dropId)));
  await tx.update(ticketNotes).set({ contactId: keepId }).where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.contactId, dropId)));
  // Schedules follow too: deleting the dropped contact would otherwise cascade them away.
  await tx.update(schedules).set({ contactId: keepId }).where(and(eq(schedules.companyId, companyId), eq(schedules.contactId, dropId)));
}

/** A name that only repeats the number (or is empty) may be replaced by a real one. */
function isPlaceholderName(row: Pick<ContactRow, 'name' | 'number'>): boolean {
  const digits = row.name.replace(/\D/g, '');
  return row.name.trim() === '' || (digits.length > 0 && digits === row.name.replace(/[\s+()-]/g, ''));
}

async function resolve(tx: Tx, companyId: number, input: ContactIdentityInput, now: Date, create: boolean): Promise<ContactResolution | null> {
  const wanted = wantedIdentities(input);
  if (wanted.length === 0) throw new Error('findOrCreateContact needs a phone, a lid or a group id');
  const { found, linked } = await owners(tx, companyId, wanted);
  const phone = wanted.find((w) => w.kind === 'phone')?.value ?? '';
  const group = wanted.find((w) => w.kind === 'group')?.value ?? '';
  if (found.length === 0) {
    if (!create) return null;
    const number = group || phone;
    const name = input.name?.trim() || number || (wanted.find((w) => w.kind === 'lid')?.value ?? '');
    const [contact] = await tx
      .insert(contacts)
      .values({ companyId, name, number, email: input.email ?? '', isGroup: Boolean(group), whatsappId: input.whatsappId ?? null, createdAt: now, updatedAt: now })
      .returning();
    await addIdentities(tx, companyId, contact!.id, wanted);
    return { contact: contact!, created: true, changed: true, mergedContactIds: [] };
  }
  const [oldest, ...others] = found as [ContactRow, ...ContactRow[]];
  let contact = oldest;
  const mergedContactIds: number[] = [];
  for (const other of others) {
    contact = await mergeContacts(tx, companyId, contact, other, now);
    mergedContactIds.push(other.id);
  }
  let changed = mergedContactIds.length > 0;
  // The wanted identities already linked belong to `contact` now (merges moved them): only the others are added.
  if (await addIdentities(tx, companyId, contact.id, wanted.filter((w) => !linked.has(identityKey(w))))) changed = true;
  const patch: Partial<typeof contacts.$inferInsert> = {};
  if (!contact.number && (phone || group)) patch.number = group || phone;
  const name = input.name?.trim();
  if (name && name !== contact.name && isPlaceholderName(contact)) patch.name = name;
  if (input.whatsappId && input.whatsappId !== contact.whatsappId) patch.whatsappId = input.whatsappId;
  if (Object.keys(patch).length > 0) {
    const [updated] = await tx
      .update(contacts)
      .set({ ...patch, updatedAt: now })
      .where(inCompany(contacts, companyId, eq(contacts.id, contact.id)))
      .returning();
    contact = updated!;
    changed = true;
  }
  return { contact, created: false, changed, mergedContactIds };
}

/**
 * The conversation engine's way to a contact: finds it through any of its identities (phone
 * digits, WhatsApp's `@lid`, group id); when a phone and a lid are both given they are linked to one
 * contact, merging two contacts into the older one if WhatsApp had them apart; creates the contact
 * otherwise (name: the given name, else the number). Run inside the caller's transaction; the caller
 * emits the events after commit (`emitContactResolution`).
 */
export async function findOrCreateContact(tx: Tx, companyId: number, input: ContactIdentityInput, now = new Date()): Promise<ContactResolution> {
  return (await resolve(tx, companyId, input, now, true))!;
}

/**
 * WhatsApp's phone↔LID notice: links both ids to one contact (merging when they name two). Does
 * nothing and answers null when neither id is known yet — the first message will create the contact.
 */
export async function linkIdentity(tx: Tx, companyId: number, ids: { phone: string; lid: string }, now = new Date()): Promise<ContactResolution | null> {
  return resolve(tx, companyId, { phone: ids.phone, lid: ids.lid }, now, false);
}
