import type { AppContext } from '../../app-context.js';
import type { WhatsappRow } from '../../db/schema/index.js';
import { presentWhatsapp } from './whatsapp.presenter.js';
import { queuesByWhatsapp } from './whatsapp.repository.js';


/** Record changes on `company-{id}-whatsapp`, never with secrets. */
export async function emitWhatsappUpdate(ctx: AppContext, row: WhatsappRow): Promise<void> {
  const queues = (await queuesByWhatsapp(ctx.db, [row.id])).get(row.id) ?? [];
  ctx.realtime.toCompany(row.companyId, 'whatsapp', { action: 'update', whatsapp: presentWhatsapp(row, queues, { withSecrets: false }) });
}

export function emitWhatsappDelete(ctx: AppContext, companyId: number, whatsappId: number): void {
  ctx.realtime.toCompany(companyId, 'whatsapp', { action: 'delete', whatsappId });
}

/** Session changes on `company-{id}-whatsappSession` `{ action: 'update', session }`. */
export async function emitSessionUpdate(ctx: Pick<AppContext, 'db' | 'realtime'>, row: WhatsappRow): Promise<void> {
  const queues = (await queuesByWhatsapp(ctx.db, [row.id])).get(row.id) ?? [];
  ctx.realtime.toCompany(row.companyId, 'whatsappSession', { action: 'update', session: presentWhatsapp(row, queues, { withSecrets: false }) });
}
