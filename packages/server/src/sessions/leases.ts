import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/types.js';
import { whatsappLeases, whatsapps } from '../db/schema/index.js';

export interface Lease {
  whatsappId: number;
  fencingToken: number;
}

/** Wanted connections nobody runs: no lease, or one whose owner stopped renewing it. */
export function orphanedConnections(db: Db, now: Date, limit: number) {
  return db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .leftJoin(whatsappLeases, eq(whatsappLeases.whatsappId, whatsapps.id))
    .where(and(eq(whatsapps.sessionWanted, true), or(isNull(whatsappLeases.whatsappId), lt(whatsappLeases.expiresAt, now))))
    .orderBy(asc(whatsapps.id))
    .limit(limit);
}

/**
 * Takes a connection's lease if it is free or expired, in one statement so two processes can't both
 * win. Every change of owner raises the fencing token.
 */
export async function acquireLease(db: Db, whatsappId: number, owner: string, now: Date, leaseMs: number): Promise<Lease | undefined> {
  const expiresAt = new Date(now.getTime() + leaseMs);
  const rows = await db
    .insert(whatsappLeases)
    .values({ whatsappId, owner, fencingToken: 1, expiresAt, heartbeatAt: now })
    .onConflictDoUpdate({
      target: whatsappLeases.whatsappId,
      set: { owner, fencingToken: sql`${whatsappLeases.fencingToken} + 1`, expiresAt, heartbeatAt: now },
      setWhere: lt(whatsappLeases.expiresAt, now),
    })
    .returning({ whatsappId: whatsappLeases.whatsappId, fencingToken: whatsappLeases.fencingToken });
  return rows[0];
}

/** Extends this owner's leases; answers the ones it still holds (the rest were taken over). */
export async function renewLeases(db: Db, owner: string, leases: Lease[], now: Date, leaseMs: number): Promise<Set<number>> {
  if (leases.length === 0) return new Set();
  const rows = await db
    .update(whatsappLeases)
    .set({ expiresAt: new Date(now.getTime() + leaseMs), heartbeatAt: now })
    .where(and(eq(whatsappLeases.owner, owner), inArray(whatsappLeases.whatsappId, leases.map((l) => l.whatsappId))))
    .returning({ whatsappId: whatsappLeases.whatsappId, fencingToken: whatsappLeases.fencingToken });
  const held = new Map(rows.map((row) => [row.whatsappId, row.fencingToken]));
  return new Set(leases.filter((lease) => held.get(lease.whatsappId) === lease.fencingToken).map((lease) => lease.whatsappId));
}

export async function releaseLease(executor: Executor, lease: Lease): Promise<void> {
  await executor.delete(whatsappLeases).where(and(eq(whatsappLeases.whatsappId, lease.whatsappId), eq(whatsappLeases.fencingToken, lease.fencingToken)));
}

/** A condition true only while `lease` is still current: writes by a replaced owner change nothing. */
export function stillHolds(lease: Lease) {
  return sql`exists (select 1 from ${whatsappLeases} where ${whatsappLeases.whatsappId} = ${lease.whatsappId} and ${whatsappLeases.fencingToken} = ${lease.fencingToken})`;
}
