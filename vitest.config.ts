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
          // Files share their worker's module graph: the app's ~2 s import is paid once per
          // worker, not per file. Safe because every file builds its own app on its own
          // database, and per-app state is keyed by that app or database, never module-global.
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
