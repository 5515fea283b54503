import type { AppContext } from './app-context.js';

/**
 * What the conversation engine's jobs use: the database and clock, live updates, the sessions this
 * process runs, media, config, and the job runner's waker.
 */
export type EngineContext = Pick<AppContext, 'db' | 'clock' | 'log' | 'realtime' | 'sessions' | 'media' | 'config' | 'jobs'> & Partial<Pick<AppContext, 'metrics'>>;
