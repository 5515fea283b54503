/**
 * The server test files that take longest, with their seconds in a whole `npm test` on the 2-core
 * CI machine (PGlite; `failover` runs on PostgreSQL only). `vitest.sequencer.ts` starts them first,
 * longest first, so the two workers end together instead of one of them finishing a long file alone
 * at the end (Vitest's own order without a results cache, as in a clean clone, is by file size: the
 * three-line hostile sweep shards started last). A file not listed starts after these, in Vitest's
 * order; the figures only need to be right relative to each other.
 */
export const SLOW_TEST_FILES: Record<string, number> = {
  'packages/server/src/http/hostile-sweep-1.test.ts': 40,
  'packages/server/src/http/hostile-sweep-2.test.ts': 40,
  'packages/server/src/http/hostile-sweep-3.test.ts': 40,
  'packages/server/src/features/tickets/tickets-plan.test.ts': 27,
  'packages/server/src/features/campaigns/campaign-crash.test.ts': 22,
  'packages/server/src/sessions/failover.test.ts': 18,
  'packages/server/src/features/bot/bot-flows.test.ts': 16,
  'packages/server/src/features/inbound/crash-recovery.test.ts': 14.5,
  'packages/server/src/jobs/jobs.test.ts': 13.4,
  'packages/server/src/features/contact-lists/contact-lists.test.ts': 13,
  'packages/server/src/boot/boot.test.ts': 12,
  'packages/server/src/features/campaigns/campaign-dispatch.test.ts': 11,
  'packages/server/src/features/schedules/schedule-restart.test.ts': 10.4,
  'packages/server/src/features/dashboard/dashboard-plan.test.ts': 10.3,
  'packages/server/src/features/whatsapp/whatsapp.test.ts': 9.9,
  'packages/server/src/providers/simulator/simulator.test.ts': 9.1,
  'packages/server/src/features/schedules/schedules.test.ts': 7.5,
  'packages/server/src/features/tickets/tickets-list.test.ts': 6.5,
  'packages/server/src/jobs/job-runner.test.ts': 6.1,
  'packages/server/src/features/inbound/inbound-events.test.ts': 6,
};
