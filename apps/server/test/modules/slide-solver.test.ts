import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { humanTrace, post } from '../support/client.ts';
import { type SolverName, solve } from '../support/slide-solver.ts';

const ctx = appForFile();

const ROUNDS = 50;

describe('slide puzzle against a pixel-matching program', () => {
  it(`is solved by each naive solver in fewer than 20 % of ${ROUNDS} challenges`, async () => {
    const hits: Record<SolverName, number> = { ncc: 0, ssd: 0, darkest: 0, edges: 0 };
    let tickets = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { data } = await post<{ challengeId: string; background: string; piece: string }>(
        ctx.app,
        '/client/api/slide/challenge',
      );
      const guesses = solve(data.background, data.piece);
      const hook = await ctx.app.inject({
        method: 'GET',
        url: `/gateway/__test__/slide/${data.challengeId}`,
      });
      const { x } = hook.json() as { x: number };
      for (const name of Object.keys(hits) as SolverName[]) {
        if (Math.abs(guesses[name] - x) <= 6) hits[name] += 1;
      }
      // The attacker's submission: its best solver, with a drag that looks human.
      const verified = await post(ctx.app, '/client/api/slide/verify', {
        challengeId: data.challengeId,
        ...humanTrace(guesses.ncc, round),
      });
      if (verified.code === 1) tickets += 1;
    }
    console.info('slide solver hits of', ROUNDS, hits, 'tickets', tickets);
    for (const count of Object.values(hits)) expect(count / ROUNDS).toBeLessThan(0.2);
    expect(tickets / ROUNDS).toBeLessThan(0.2);
  }, 180_000);
});
