// One test command for the workspace: shared package, API (both engines), web components, browser tests.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Runs once for the whole run, whichever projects it runs.
    globalSetup: ['test/scratch-folder.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/{src,test}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/test/replica/**'],
          globalSetup: ['apps/api/test/announce-engines.ts', 'apps/api/test/migrated-databases.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Pauses the replica's replay, so it runs after the suites that read through it.
          name: 'replica',
          include: ['apps/api/test/replica/**/*.test.ts'],
          globalSetup: ['apps/api/test/migrated-databases.ts'],
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Browser tests start once the other projects are done, so timing-sensitive pages are not
          // fighting the API suites for the machine's cores.
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
