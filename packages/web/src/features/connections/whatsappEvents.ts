import { whatsappSchema, type Whatsapp } from '@prosa/contract';

/**
 * Socket payloads turned into changes of the cached connection list:
 * - `company-{id}-whatsappSession` `{ action: 'update', session }`: status, qrcode, pairingCode,
 *   retries, number, updatedAt of one connection;
 * - `company-{id}-whatsapp` `{ action: 'update' | 'create', whatsapp }` and
 *   `{ action: 'delete', whatsappId }`.
 * Everything here is pure so the rules are tested without a browser.
 */

export type ConnectionPatch = Partial<Whatsapp> & Pick<Whatsapp, 'id'>;

export type ConnectionEvent =
  | { kind: 'upsert'; connection: ConnectionPatch; source: 'whatsapp' | 'session' }
  | { kind: 'delete'; id: number };

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function asId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function asPatch(value: unknown): ConnectionPatch | undefined {
  const entity = record(value);
  const id = asId(entity?.id);
  return entity && id !== undefined ? ({ ...entity, id } as ConnectionPatch) : undefined;
}

/** Reads a payload of either channel; anything it cannot use is ignored (undefined). */
export function readConnectionEvent(channel: 'whatsapp' | 'whatsappSession', payload: unknown): ConnectionEvent | undefined {
  const body = record(payload);
  if (!body) return undefined;
  if (channel === 'whatsappSession') {
    if (body.action !== 'update') return undefined;
    const connection = asPatch(body.session);
    return connection ? { kind: 'upsert', connection, source: 'session' } : undefined;
  }
  if (body.action === 'delete') {
    const id = asId(body.whatsappId ?? record(body.whatsapp)?.id);
    return id === undefined ? undefined : { kind: 'delete', id };
  }
  if (body.action === 'update' || body.action === 'create') {
    const connection = asPatch(body.whatsapp);
    return connection ? { kind: 'upsert', connection, source: 'whatsapp' } : undefined;
  }
  return undefined;
}

/** The API's order (by name), kept when an event adds or renames a connection. */
export function compareConnections(a: Pick<Whatsapp, 'name' | 'id'>, b: Pick<Whatsapp, 'name' | 'id'>): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;
}

/** True when `incoming` says it is older than what we hold (a late POST answer after a socket update). */
function isOutdated(incoming: ConnectionPatch, current: Whatsapp): boolean {
  if (typeof incoming.updatedAt !== 'string') return false;
  const next = Date.parse(incoming.updatedAt);
  const held = Date.parse(current.updatedAt);
  return Number.isFinite(next) && Number.isFinite(held) && next < held;
}

export interface PatchResult {
  list: Whatsapp[] | undefined;
  /** The event named a connection we cannot build from it: the list must be fetched again. */
  refetch: boolean;
}

/**
 * Merges a connection into the list. Fields the event leaves out are kept (socket payloads carry no
 * secrets; session updates carry only the session fields). An unknown id is added only when the
 * payload is a whole connection.
 */
export function upsertConnection(list: readonly Whatsapp[] | undefined, incoming: ConnectionPatch): PatchResult {
  if (list === undefined) return { list: undefined, refetch: false };
  const index = list.findIndex((item) => item.id === incoming.id);
  if (index === -1) {
    const parsed = whatsappSchema.safeParse(incoming);
    if (!parsed.success) return { list: [...list], refetch: true };
    return { list: [...list, { ...incoming, ...parsed.data }].sort(compareConnections), refetch: false };
  }
  const current = list[index]!;
  if (isOutdated(incoming, current)) return { list: [...list], refetch: false };
  const merged: Whatsapp = { ...current, ...stripUndefined(incoming) };
  const next = [...list];
  next[index] = merged;
  return { list: merged.name === current.name ? next : next.sort(compareConnections), refetch: false };
}

function stripUndefined(patch: ConnectionPatch): ConnectionPatch {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as ConnectionPatch;
}

export function removeConnection(list: readonly Whatsapp[] | undefined, id: number): Whatsapp[] | undefined {
  return list?.filter((item) => item.id !== id);
}

export function applyConnectionEvent(list: readonly Whatsapp[] | undefined, event: ConnectionEvent): PatchResult {
  if (event.kind === 'delete') return { list: removeConnection(list, event.id), refetch: false };
  return upsertConnection(list, event.connection);
}

/**
 * The QR dialog closes when a session update for its connection arrives with an empty QR. An update
 * that still carries a pairing code keeps it open (the code is on screen), and so does the restart
 * that follows a pairing-code request (OPENING/qrcode/PAIRING with nothing to show yet) until the
 * code arrives or the session settles.
 */
export function shouldCloseQrDialog(
  event: ConnectionEvent | undefined,
  connectionId: number,
  awaitingPairingCode: boolean,
): boolean {
  if (!event) return false;
  if (event.kind === 'delete') return event.id === connectionId;
  if (event.source !== 'session' || event.connection.id !== connectionId) return false;
  const { qrcode, pairingCode, status } = event.connection;
  // Only an update that states the QR is empty counts; one that leaves the field out says nothing.
  if (qrcode !== '') return false;
  if (typeof pairingCode === 'string' && pairingCode !== '') return false;
  if (awaitingPairingCode) return status !== undefined && status !== 'OPENING' && status !== 'qrcode' && status !== 'PAIRING';
  return true;
}
