import { defineConfig } from 'vitest/config';

// One runner for the whole repository. Unit and integration tests sit beside their code;
// browser tests live in web/e2e and run one file at a time against a started product. `npm test`
// (scripts/test.mjs) runs the unit project first and the browser tests after it.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{packages,services,workers,web,deploy,scripts,helm,loadtest}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'web/e2e/**', '**/dist/**'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
