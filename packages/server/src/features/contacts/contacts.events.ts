import type { ChannelEvent } from '@prosa/contract';

type ContactEvent = ChannelEvent<'contact'>;
import type { AppContext } from '../../app-context.js';
import { presentContacts } from './contact.presenter.js';
import type { ContactRow } from '../../db/schema/index.js';

type EventContext = Pick<AppContext, 'db' | 'realtime'>;

function emit(ctx: EventContext, companyId: number, event: ContactEvent): void {
  ctx.realtime.toCompany(companyId, 'contact', event);
}

/** `company-{id}-contact` `{ action: 'create' | 'update', contact }`, after the transaction commits. */
export async function emitContactChange(ctx: EventContext, action: 'create' | 'update', row: ContactRow): Promise<void> {
  const [contact] = await presentContacts(ctx.db, [row]);
  if (!contact) return;
  emit(ctx, row.companyId, { action, contact });
  if (action === 'create') await ctx.realtime.toWebhooks?.(row.companyId, 'contact.created', { contact });
}

export function emitContactDelete(ctx: EventContext, companyId: number, contactId: number): void {
  emit(ctx, companyId, { action: 'delete', contactId });
}

export function emitImportEvent(ctx: EventContext, companyId: number, event: Extract<ContactEvent, { action: 'import-progress' | 'import-done' }>): void {
  emit(ctx, companyId, event);
}
