import { asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { EngineContext } from '../../engine-context.js';
import { placeholder as param, preparedStatement } from '../../db/prepared-statement.js';
import { inboundEvents } from '../../db/schema/index.js';
import { defineJob, type JobContext } from '../../jobs/index.js';
import { PROCESS_CHAT_JOB, type IntakeTarget } from '../../providers/intake.js';
import type { CallEvent, IdentityPair, MessageUpdate } from '../../providers/provider-types.js';
import { AfterCommit } from '../../db/after-commit.js';
import { handleInboundMessage } from './inbound-message.js';
import { handleMessageUpdate } from './inbound-update.js';
import { handleCall } from './inbound-call.js';
import { handleIdentity } from './inbound-identity.js';
import { ensureMediaStored } from './inbound-media.js';
import type { InboundEventRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

const payload = z.object({ companyId: z.number().int(), whatsappId: z.number().int(), chatKey: z.string() });
const BATCH = 50;
/** An event that keeps failing is set aside after this many runs, so it never blocks its chat. */
const GIVE_UP_AFTER = 3;


// Run once or more per inbound event: prepared once (db/prepared-statement.ts).
const unprocessedEvents = preparedStatement('inbound_unprocessed_events', (db) =>
  db
    .select()
    .from(inboundEvents)
    .where(inCompany(inboundEvents, param('companyId'), eq(inboundEvents.whatsappId, param('whatsappId')), eq(inboundEvents.chatKey, param('chatKey')), isNull(inboundEvents.processedAt)))
    .orderBy(asc(inboundEvents.id))
    .limit(BATCH),
);
/**
 * Marks the event processed as the first step of the transaction that processes it: the update takes
 * the row lock that keeps a second run out (it then finds the mark and skips the event), and a
 * failure or a crash rolls the mark back together with the work. One statement instead of a locking
 * read plus a final update.
 */
const markProcessed = preparedStatement('inbound_mark_processed', (tx) =>
  tx
    .update(inboundEvents)
    .set({ processedAt: param<Date>('now'), error: null })
    .where(inCompany(inboundEvents, param('companyId'), eq(inboundEvents.id, param('id')), isNull(inboundEvents.processedAt)))
    .returning({ id: inboundEvents.id }),
);

async function handle(ctx: EngineContext, event: InboundEventRow, after: AfterCommit): Promise<void> {
  const target: IntakeTarget = { companyId: event.companyId, whatsappId: event.whatsappId };
  // Network I/O stays out of the transaction.
  const message = event.kind === 'message' ? await ensureMediaStored(ctx, event) : undefined;
  await ctx.db.transaction(async (tx) => {
    const [mine] = await markProcessed(tx, { companyId: event.companyId, id: event.id, now: ctx.clock.now() });
    if (!mine) return;
    if (message) await handleInboundMessage(tx, ctx, target, message, after);
    else if (event.kind === 'update') await handleMessageUpdate(tx, ctx, target, event.payload as MessageUpdate, after);
    else if (event.kind === 'call') await handleCall(tx, ctx, target, event.payload as CallEvent, after);
    else await handleIdentity(tx, ctx, target, event.payload as IdentityPair, after);
  });
}

/**
 * Processes a chat's stored events in order: one job per chat at a time (its
 * dedupe key), each event in its own transaction that also marks it processed, so a crash at any
 * point neither loses nor repeats an event. Socket events go out after each commit.
 */
export function processChatJob(ctx: EngineContext) {
  return defineJob({
    name: PROCESS_CHAT_JOB,
    payload,
    maxAttempts: 10,
    backoff: (attempt) => Math.min(1000 * 2 ** attempt, 60_000),
    handler: async ({ companyId, whatsappId, chatKey }, job: JobContext) => {
      for (;;) {
        const events = await unprocessedEvents(ctx.db, { companyId, whatsappId, chatKey });
        if (events.length === 0) return;
        for (const event of events) {
          const after = new AfterCommit();
          try {
            await handle(ctx, event, after);
          } catch (error) {
            if (job.attempt < GIVE_UP_AFTER) throw error;
            ctx.log.error({ err: error, eventId: event.id }, 'inbound event set aside after repeated failures');
            await ctx.db
              .update(inboundEvents)
              .set({ processedAt: ctx.clock.now(), error: String(error instanceof Error ? error.message : error).slice(0, 1000) })
              .where(inCompany(inboundEvents, companyId, eq(inboundEvents.id, event.id)));
            ctx.metrics?.inboundProcessed.inc({ outcome: 'set-aside' });
            continue;
          }
          ctx.metrics?.inboundProcessed.inc({ outcome: 'processed' });
          await after.run(ctx.log);
        }
        // A short batch was all there was. Events stored since then re-enqueued this chat's job,
        // which lands on this running row and runs it again once it ends (jobs/enqueue.ts), so
        // there is no need to read again just to find nothing.
        if (events.length < BATCH) return;
      }
    },
  });
}
