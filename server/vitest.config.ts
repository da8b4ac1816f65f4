import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/helpers/global-setup.ts'],
    pool: 'forks',
    // Test files wait on PostgreSQL much of the time: three workers keep the two cores busy
    // (the server suite 234 s -> 158 s on this machine).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
