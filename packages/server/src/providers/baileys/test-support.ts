import { pino } from 'pino';
import type { ConnectionStatus } from '@prosa/contract';
import { whatsapps } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { createCompany, unique } from '../../test/factories.js';
import type { CallEvent, InboundMessage, MessageUpdate } from '../provider-types.js';
import type { Timers } from './session-options.js';
import type { BaileysSessionEvents } from './inbound-router.js';

/** Test helpers of the Baileys provider (not a test file itself). */

export const silentLog = pino({ level: 'silent' });

export async function createConnection(db: Db): Promise<number> {
  const company = await createCompany(db);
  const [row] = await db.insert(whatsapps).values({ companyId: company.id, name: unique('wa'), token: unique('token') }).returning({ id: whatsapps.id });
  return row!.id;
}

/** Timers run by hand: a scheduled reconnect is inspected and fired by the test, never waited for. */
export class ManualTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  /** Every callback ever scheduled, cleared or not. */
  readonly scheduled: { callback: () => void; ms: number }[] = [];

  set(callback: () => void, ms: number): number {
    const id = this.next++;
    this.pending.set(id, { callback, ms });
    this.scheduled.push({ callback, ms });
    return id;
  }

  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.ms);
  }

  runAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    due.forEach((timer) => timer.callback());
  }
}

export interface Recorded {
  statuses: [ConnectionStatus, { number?: string; reason?: string }?][];
  qrcodes: string[];
  pairingCodes: string[];
  inbound: InboundMessage[];
  updates: MessageUpdate[];
  calls: CallEvent[];
  identities: { phone: string; lid: string }[];
}

export function recordingEvents(): { events: BaileysSessionEvents; recorded: Recorded } {
  const recorded: Recorded = { statuses: [], qrcodes: [], pairingCodes: [], inbound: [], updates: [], calls: [], identities: [] };
  const events: BaileysSessionEvents = {
    qrcode: async (qr) => void recorded.qrcodes.push(qr),
    pairingCode: async (code) => void recorded.pairingCodes.push(code),
    status: async (status, detail) => void recorded.statuses.push(detail && Object.keys(detail).length ? [status, detail] : [status]),
    inbound: async (message) => void recorded.inbound.push(message),
    update: async (update) => void recorded.updates.push(update),
    call: async (call) => void recorded.calls.push(call),
    identity: async (pair) => void recorded.identities.push(pair),
  };
  return { events, recorded };
}

/** Polls a condition every 10 ms (the socket events are real I/O), failing after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
