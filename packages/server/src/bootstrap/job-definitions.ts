import type { JobDefinition } from '../jobs/index.js';

/**
 * Every job the worker role runs. Features add their definitions here (auto-close, scheduled
 * messages, campaign sends…); the foundation has none of its own yet.
 */
export const jobDefinitions: readonly JobDefinition[] = [];
