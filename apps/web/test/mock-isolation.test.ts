import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Web test files share their worker's module graph (vitest.config.ts, project `web`): a module
 * replaced by vi.mock there would stay replaced, or stay real, for whichever file came first.
 * Files that mock are named *.mock.test.* and run isolated (project `web-mocks`).
 */
it('every web test file that uses vi.mock is named *.mock.test.*', () => {
  const dir = import.meta.dirname;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.test\.tsx?$/.test(name),
  );
  const mocking = files.filter((name) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(dir, name), 'utf8')),
  );
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((name) => !/\.mock\.test\.tsx?$/.test(name))).toEqual([]);
});
