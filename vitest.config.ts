import { defineConfig } from 'vitest/config';

/**
 * One suite for the whole workspace. Route tests run against a real database: an embedded PGlite
 * cloned from a migrated template by default, or the PostgreSQL named by DATABASE_URL.
 */
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
