import type { AppContext } from '../../app-context.js';
import type { QuickMessageRow } from '../../db/schema/index.js';
import { presentQuickMessage } from './quick-message.presenter.js';
import { adminIds } from './quick-messages.repository.js';


/** The users who see a private quick message: its author and the company's admins. */
async function privateAudience(ctx: AppContext, row: QuickMessageRow): Promise<number[]> {
  const admins = await adminIds(ctx.db, row.companyId);
  return [...new Set([...(row.userId === null ? [] : [row.userId]), ...admins])];
}

/**
 * `company-{id}-quickemessage` (the seeds' spelling). Company-wide messages go to the whole company;
 * private ones only to their author and the admins, so nobody learns another user's replies.
 */
export async function emitQuickMessageSaved(ctx: AppContext, action: 'create' | 'update', row: QuickMessageRow, wasGeral = false): Promise<void> {
  const payload = { action, record: presentQuickMessage(row, { secret: ctx.config.jwtSecret, now: ctx.clock.now() }) };
  if (row.geral) {
    ctx.realtime.toCompany(row.companyId, 'quickemessage', payload);
    return;
  }
  // No longer company-wide: the others' lists drop it; the audience gets it back just after.
  if (wasGeral) ctx.realtime.toCompany(row.companyId, 'quickemessage', { action: 'delete', id: row.id });
  for (const userId of await privateAudience(ctx, row)) ctx.realtime.toUser(row.companyId, userId, 'quickemessage', payload);
}

export async function emitQuickMessageDeleted(ctx: AppContext, row: QuickMessageRow): Promise<void> {
  const payload = { action: 'delete' as const, id: row.id };
  if (row.geral) {
    ctx.realtime.toCompany(row.companyId, 'quickemessage', payload);
    return;
  }
  for (const userId of await privateAudience(ctx, row)) ctx.realtime.toUser(row.companyId, userId, 'quickemessage', payload);
}
