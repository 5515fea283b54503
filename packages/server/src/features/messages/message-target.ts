import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { contactIdentities, contacts } from '../../db/schema/index.js';
import type { OutboundTarget } from '../../providers/provider-types.js';

/** Where a ticket's messages go on WhatsApp: the group, or the contact by phone and `@lid`. */
export async function targetOfTicket(executor: Executor, ticket: { companyId: number; contactId: number; isGroup: boolean }): Promise<OutboundTarget> {
  const rows = await executor
    .select({ kind: contactIdentities.kind, value: contactIdentities.value, number: contacts.number })
    .from(contacts)
    .leftJoin(contactIdentities, eq(contactIdentities.contactId, contacts.id))
    .where(and(eq(contacts.companyId, ticket.companyId), eq(contacts.id, ticket.contactId)));
  const number = rows[0]?.number ?? '';
  const of = (kind: 'phone' | 'lid' | 'group') => rows.find((row) => row.kind === kind)?.value;
  if (ticket.isGroup) return { kind: 'group', groupId: of('group') ?? number };
  const phone = of('phone') ?? (number || undefined);
  const lid = of('lid');
  return { kind: 'contact', ...(phone ? { phone } : {}), ...(lid ? { lid } : {}) };
}
