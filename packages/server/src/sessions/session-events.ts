import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ConnectionStatus } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { whatsapps } from '../db/schema/index.js';
import { emitSessionUpdate } from '../features/whatsapp/whatsapp.events.js';
import { receiveInbound, type IntakeTarget } from '../providers/intake.js';
import type { ProviderEvents } from '../providers/provider-types.js';
import { stillHolds, type Lease } from './leases.js';

export type SessionContext = Pick<AppContext, 'db' | 'clock' | 'log' | 'realtime' | 'jobs'> & Partial<Pick<AppContext, 'metrics'>>;

/**
 * What a provider reports, turned into our records: the connection status machine (each change
 * saved, fenced by the lease, and emitted on `whatsappSession`) and the durable intake of events.
 * `onLeaseLost` is called when a write finds the lease gone: another process took over;
 * `onConnected` once CONNECTED is saved.
 */
export function sessionEvents(ctx: SessionContext, target: IntakeTarget, lease: Lease, onLeaseLost: () => void, onConnected?: (whatsappId: number) => void): ProviderEvents {
  const save = async (fields: PgUpdateSetSource<typeof whatsapps>) => {
    const [row] = await ctx.db
      .update(whatsapps)
      .set({ ...fields, updatedAt: ctx.clock.now() })
      .where(and(eq(whatsapps.id, target.whatsappId), stillHolds(lease)))
      .returning();
    if (!row) return onLeaseLost();
    await emitSessionUpdate(ctx, row);
    if (row.status === 'CONNECTED') onConnected?.(row.id);
  };
  return {
    qrcode: (qrcode) => save({ status: 'qrcode', qrcode, pairingCode: '', statusReason: '' }),
    pairingCode: (pairingCode) => save({ status: 'PAIRING', pairingCode, qrcode: '', statusReason: '' }),
    status: (status: ConnectionStatus, detail = {}) => {
      if (status === 'CONNECTED') return save({ status, qrcode: '', pairingCode: '', retries: 0, statusReason: '', ...(detail.number ? { number: detail.number } : {}) });
      // A QR or code shown before the drop is dead: clear it so the client's QR dialog closes.
      if (status === 'DISCONNECTED' || status === 'TIMEOUT') return save({ status, qrcode: '', pairingCode: '', retries: sql`${whatsapps.retries} + 1`, statusReason: detail.reason ?? '' });
      return save({ status, statusReason: detail.reason ?? '' });
    },
    inbound: async (message) => void (await receiveInbound(ctx, target, { kind: 'message', message })),
    update: async (update) => void (await receiveInbound(ctx, target, { kind: 'update', update })),
    call: async (call) => void (await receiveInbound(ctx, target, { kind: 'call', call })),
    identity: async (identity) => void (await receiveInbound(ctx, target, { kind: 'identity', identity })),
  };
}
