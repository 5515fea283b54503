import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/types.js';
import { anyOf, placeholder, preparedStatement } from '../db/prepared-statement.js';
import { whatsappLeases, whatsapps } from '../db/schema/index.js';
import { heldByDeadLocalProcess } from '../shared/local-process.js';

export interface Lease {
  whatsappId: number;
  fencingToken: number;
}

// Asked every second by each session manager: prepared once (db/prepared-statement.ts).
const orphanedConnectionsStatement = preparedStatement('sessions_orphaned_connections', (db) =>
  db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .leftJoin(whatsappLeases, eq(whatsappLeases.whatsappId, whatsapps.id))
    .where(and(eq(whatsapps.sessionWanted, true), or(isNull(whatsappLeases.whatsappId), lt(whatsappLeases.expiresAt, placeholder('now')))))
    .orderBy(asc(whatsapps.id))
    .limit(placeholder('limit')),
);

/** Wanted connections nobody runs: no lease, or one whose owner stopped renewing it. */
export function orphanedConnections(db: Db, now: Date, limit: number): Promise<{ id: number }[]> {
  return orphanedConnectionsStatement(db, { now, limit });
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

// The heartbeat of every session manager owning connections: prepared once.
const renewStatement = preparedStatement('sessions_renew_leases', (db) =>
  db
    .update(whatsappLeases)
    .set({ expiresAt: placeholder('expiresAt'), heartbeatAt: placeholder('now') })
    .where(and(eq(whatsappLeases.owner, placeholder('owner')), anyOf(whatsappLeases.whatsappId, 'ids', 'int')))
    .returning({ whatsappId: whatsappLeases.whatsappId, fencingToken: whatsappLeases.fencingToken }),
);

/** Extends this owner's leases; answers the ones it still holds (the rest were taken over). */
export async function renewLeases(db: Db, owner: string, leases: Lease[], now: Date, leaseMs: number): Promise<Set<number>> {
  if (leases.length === 0) return new Set();
  const rows = await renewStatement(db, { expiresAt: new Date(now.getTime() + leaseMs), now, owner, ids: leases.map((l) => l.whatsappId) });
  const held = new Map(rows.map((row) => [row.whatsappId, row.fencingToken]));
  return new Set(leases.filter((lease) => held.get(lease.whatsappId) === lease.fencingToken).map((lease) => lease.whatsappId));
}

/**
 * At start: frees the leases held by processes of this host that no longer run (a crash, a SIGKILL),
 * so their connections come back now rather than when the lease expires (shared/local-process.ts).
 */
export async function releaseLeasesOfDeadProcesses(db: Db, host: string, isAlive: (pid: number) => boolean): Promise<number> {
  const held = await db.select({ whatsappId: whatsappLeases.whatsappId, owner: whatsappLeases.owner, fencingToken: whatsappLeases.fencingToken }).from(whatsappLeases);
  let released = 0;
  for (const lease of held.filter((row) => heldByDeadLocalProcess(row.owner, host, isAlive))) {
    // Fenced by the token: a lease another process took meanwhile stays.
    const rows = await db.delete(whatsappLeases).where(and(eq(whatsappLeases.whatsappId, lease.whatsappId), eq(whatsappLeases.fencingToken, lease.fencingToken))).returning({ whatsappId: whatsappLeases.whatsappId });
    released += rows.length;
  }
  return released;
}

export async function releaseLease(executor: Executor, lease: Lease): Promise<void> {
  await executor.delete(whatsappLeases).where(and(eq(whatsappLeases.whatsappId, lease.whatsappId), eq(whatsappLeases.fencingToken, lease.fencingToken)));
}

/** A condition true only while `lease` is still current: writes by a replaced owner change nothing. */
export function stillHolds(lease: Lease) {
  return sql`exists (select 1 from ${whatsappLeases} where ${whatsappLeases.whatsappId} = ${lease.whatsappId} and ${whatsappLeases.fencingToken} = ${lease.fencingToken})`;
}
