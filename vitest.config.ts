import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer.js';

/**
 * One suite for the whole workspace, in three projects that differ in how much a test file pays
 * to start:
 * - `unit`: code that needs no database, no server and no process of its own (the web's and the
 *   contract's rules, the server's pure modules). Threads that keep the loaded modules from one
 *   file to the next: a file costs its own tests, not a fresh process importing the same modules
 *   again. A file that stubs globals or replaces modules does not belong here.
 * - `unit-isolated`: the few such files that do stub globals, each in a fresh worker.
 * - `server`: route and engine tests against a real database (an embedded PGlite cloned from a
 *   migrated template by default, or the PostgreSQL named by DATABASE_URL). Forked processes that,
 *   like the unit threads, keep the loaded modules from one file to the next (`isolate: false`):
 *   importing the server's modules again for every file was a third of the project's CPU. Each file
 *   still opens its own database and server and closes them; no server test stubs globals, replaces
 *   modules or changes process.env, and the server's module-level caches are keyed by what they
 *   hold (a key's JSON, a random import id), so nothing one file leaves behind reaches the next.
 *   PGlite runs only, for now (see below).
 *   Tests that need a process of their own start a real server process. `npm run test:pg` runs
 *   only this project.
 */
const UNIT_SERVER_FILES = [
  'shared/local-process',
  'shared/zoned-time',
  'providers/baileys/message-mapping',
  'providers/baileys/address-book',
  'providers/baileys/reconnect-policy',
  'providers/cloud/webhook-mapping',
  'providers/cloud/graph-client',
  'providers/cloud/cloud-session',
  'providers/cloud/vcard',
  'http/route-guards',
  'http/origins',
  'http/log-redaction',
  'features/invoices/renewal',
  'features/bot/menu-limits',
  'features/bot/queue-menu',
  'features/bot/schedule-hours',
  'features/bot/option-tree',
  'features/contacts/sheet-rows',
  'features/messages/templates',
  'features/messages/rating-survey',
  'features/messages/transfer-notice',
  'features/tickets/ticket-search-matches',
  'features/subscription/br-code',
  'realtime/emit-sites',
  'sessions/deferred-session',
  'tenancy',
  'import-graph',
  'test/hostile/sweep-shards',
].map((name) => `packages/server/src/${name}.test.ts`);
const UNIT_ISOLATED_FILES = ['packages/web/src/api/client.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // The longest server files first, so that the two workers end together (vitest.sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/contract/src/**/*.test.ts', 'tests/**/*.test.ts', ...UNIT_SERVER_FILES],
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED_FILES],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: UNIT_ISOLATED_FILES, pool: 'threads' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_SERVER_FILES],
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          pool: 'forks',
          // Files share a process and its loaded modules (importing the server again for every
          // file was a third of the project's CPU); a file must leave no module state behind.
          isolate: false,
        },
      },
    ],
  },
});
