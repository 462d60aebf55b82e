import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MatchAnswer, MatchPaths } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { get } from '../support/client.ts';

/** A stand-in AI service: scores the candidates in reverse of the order it receives them. */
let calls = 0;
let failing = false;
const service = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    calls += 1;
    if (failing) {
      res.writeHead(500).end();
      return;
    }
    const { candidates } = JSON.parse(body) as { candidates: unknown[] };
    const scores = candidates.map((_, i) => i / Math.max(1, candidates.length - 1));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ scores }));
  });
});

let ctx: TestContext;
let offline: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/rerank`;
  ctx = await createTestApp({ AI_SERVICE_URL: url });
  await seedIfEmpty(ctx.db, ctx.app.log, { now: ctx.clock.now() });
  offline = await createTestApp();
  await seedIfEmpty(offline.db, offline.app.log, { now: offline.clock.now() });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await offline.close();
  service.close();
});

const ask = async (app: TestContext['app']) => {
  const res = await get<MatchAnswer>(
    app,
    `${MatchPaths.ask}?text=${encodeURIComponent('锂电池正极材料')}`,
  );
  expect(res.code).toBe(1);
  return res.data;
};

describe('AI_SERVICE_URL reranks; without it, or when it fails, the offline order answers', () => {
  it('blends the service scores into the order', async () => {
    const plain = await ask(offline.app);
    expect(plain.reranked).toBe(false);
    const reranked = await ask(ctx.app);
    expect(calls).toBeGreaterThan(0);
    expect(reranked.reranked).toBe(true);
    const ids = (a: MatchAnswer) => a.groups[0]!.items.map((i) => i.id);
    expect(new Set(ids(reranked))).toEqual(new Set(ids(plain)));
    expect(ids(reranked)).not.toEqual(ids(plain));
  });

  it('keeps the offline order when the service fails', async () => {
    failing = true;
    const plain = await ask(offline.app);
    const answer = await ask(ctx.app);
    expect(answer.reranked).toBe(false);
    expect(answer.groups[0]!.items.map((i) => i.id)).toEqual(
      plain.groups[0]!.items.map((i) => i.id),
    );
    failing = false;
  });

  it('refuses an AI_SERVICE_URL that is not http(s)', async () => {
    expect(() => loadConfig({ NODE_ENV: 'test', AI_SERVICE_URL: 'ftp://example.com/x' })).toThrow(
      'AI_SERVICE_URL must be an http(s) URL',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).AI_SERVICE_URL).toBeUndefined();
  });
});
