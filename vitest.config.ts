import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; `npm run test:pg` runs the server project against PostgreSQL.
const WEB = './apps/web/vitest.config.ts';
const WEB_MOCKING = 'test/**/*.mock.test.{ts,tsx}';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Test
    // files spend much of their time waiting (on PostgreSQL, on the main process's transforms),
    // so cores + 1 workers, like the journeys: on 2 cores test:unit 139 → 87 s and the
    // PostgreSQL suite 300 → 142 s (quiet machine, load 1–3.5).
    maxWorkers: availableParallelism() + 1,
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
      // Web files share their worker's jsdom and module graph (the environment and the app's
      // import are paid once per worker: 248 s → 44 s for the web suite at load 7); a file that
      // replaces modules with vi.mock (named *.mock.test.*) needs its own graph, so it is isolated.
      {
        extends: WEB,
        test: {
          name: 'web',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [WEB_MOCKING],
          isolate: false,
        },
      },
      { extends: WEB, test: { name: 'web-mocks', include: [WEB_MOCKING] } },
    ],
  },
});
