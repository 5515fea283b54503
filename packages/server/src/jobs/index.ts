/**
 * Durable jobs and timers: a `jobs` table claimed with FOR UPDATE SKIP LOCKED.
 * Feature code defines jobs, enqueues them inside its business transaction, and the bootstrap
 * starts one runner per process with every definition.
 */
export {
  defineJob,
  defaultBackoff,
  DEFAULT_MAX_ATTEMPTS,
  type JobContext,
  type JobDefinition,
  type JobHandler,
  type JobLogger,
  type JobPayloadBase,
} from './job-definition.js';
export { enqueue, enqueueJob, cancelJob, upsertKeyedJobsFrom, type EnqueueJobInput, type EnqueueOptions } from './enqueue.js';
export { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.js';
export type { ClaimScope } from './job-queries.js';
