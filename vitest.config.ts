import { defineConfig } from 'vitest/config';

// One runner for every workspace; `npm run test:pg` runs the server project against PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
