import { describe, expect, it, vi } from 'vitest';
import type { TestRestart } from '../../src/plugins/test-hooks.ts';
import { createTestApp } from '../support/app.ts';

/** The journey runner's restart of a worker's server (server.ts does the restart itself). */
describe('test hooks: restart', () => {
  it('answers the next generation and restarts from the template once the answer is sent', async () => {
    const restart = vi.fn();
    const testRestart: TestRestart = { generation: 4, restart };
    const { app, close } = await createTestApp({}, undefined, { testRestart });
    try {
      const before = await app.inject({ method: 'GET', url: '/gateway/__test__/generation' });
      expect(before.json()).toEqual({ generation: 4 });

      const refused = await app.inject({
        method: 'POST',
        url: '/gateway/__test__/restart',
        payload: { templateDir: '' },
      });
      // A refused body answers in the API's envelope, like every validation error.
      expect(refused.json()).toMatchObject({ code: 400 });
      expect(restart).not.toHaveBeenCalled();

      const answer = await app.inject({
        method: 'POST',
        url: '/gateway/__test__/restart',
        payload: { templateDir: '/tmp/journeys-template' },
      });
      expect(answer.json()).toEqual({ generation: 5 });
      await vi.waitFor(() => expect(restart).toHaveBeenCalledWith('/tmp/journeys-template'));
      expect(restart).toHaveBeenCalledTimes(1);
    } finally {
      await close();
    }
  });

  it('is refused by an app no process can restart', async () => {
    const { app, close } = await createTestApp();
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/gateway/__test__/restart',
        payload: { templateDir: '/tmp/journeys-template' },
      });
      expect(answer.statusCode).toBe(404);
      const generation = await app.inject({ method: 'GET', url: '/gateway/__test__/generation' });
      expect(generation.json()).toEqual({ generation: 0 });
    } finally {
      await close();
    }
  });
});
