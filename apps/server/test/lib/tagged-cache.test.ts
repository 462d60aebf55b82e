import type { ActionItem, NeedItem, NeedTag, Page } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import {
  invalidate,
  invalidatedSince,
  loadMark,
  onInvalidate,
  tagsMatch,
} from '../../src/lib/cache-registry.ts';
import { deliver, setRemote } from '../../src/lib/state-bus.ts';
import { answerQuestion } from '../../src/modules/interaction/operator.ts';
import { reviewNeed } from '../../src/modules/need/review.ts';
import { createTwinApps, type TestContext } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { page } from '../support/market.ts';

/**
 * The tagged cache (issue #27): a write invalidates the tags of what it changed, after its
 * commit; every cached public answer carrying one of them is dropped at once, in this process
 * and, through the state bus, in the others.
 */

describe('tag matching', () => {
  it('drops a section with its items, an item with its section, never another item', () => {
    expect(tagsMatch(['need'], ['need:3'])).toBe(true);
    expect(tagsMatch(['need:3'], ['need'])).toBe(true);
    expect(tagsMatch(['need:3'], ['need', 'need:3'])).toBe(true);
    expect(tagsMatch(['need:3'], ['need:4'])).toBe(false);
    expect(tagsMatch(['outcome'], ['need', 'need:3'])).toBe(false);
    expect(tagsMatch(['*'], ['need:4'])).toBe(true);
  });
});

describe("a member's own write in a cached public answer", () => {
  let ctx: TestContext;
  let member: string;
  beforeAll(async () => {
    ctx = await createSeededApp();
    member = (await registerMember(ctx, { username: 'tagged_member', certified: true })).token;
  });
  afterAll(() => ctx.close());

  const actions = () =>
    post<Page<ActionItem>>(ctx.app, '/client/api/action/page', { status: 1, pageSize: 100 });
  const needs = () => page<NeedItem>(ctx, '/client/api/need/page?pageSize=20');

  it('shows an activity sign-up in the guests’ list at once', async () => {
    const open = (await actions()).data.records[0]!;
    // Asked twice: the second answer is the cached one.
    expect((await actions()).data.records[0]!.signCount).toBe(open.signCount);
    const signed = await post(
      ctx.app,
      '/client/mine/action/sign',
      {
        actionId: open.id,
        companyName: '青岛海鸥新材料有限公司',
        linkman: '刘工',
        linkphone: '13905320002',
      },
      { token: member },
    );
    expect(signed.code).toBe(1);
    const after = (await actions()).data.records.find((a) => a.id === open.id)!;
    expect(after.signCount).toBe(open.signCount + 1);
  });

  it('shows an operator’s approval and the member’s own close of a need in the guests’ list at once', async () => {
    const tags = (await get<NeedTag[]>(ctx.app, '/need/tags/list')).data;
    const added = await post<{ id: number }>(
      ctx.app,
      '/need/add',
      {
        goodsName: '标签缓存测试：高温合金叶片修复工艺',
        needType: tags.find((t) => t.type === 1)!.id,
        giveType: tags.find((t) => t.type === 2)!.id,
        deadlineTime: '2027-06-30',
      },
      { token: member },
    );
    expect(added.code).toBe(1);
    const id = added.data.id;
    expect((await needs()).records.some((n) => n.id === id)).toBe(false);
    expect((await needs()).records.some((n) => n.id === id)).toBe(false);
    // The operator's decision (workflow kit, after its commit).
    await reviewNeed(ctx.db, id, 1, ctx.clock.now());
    expect((await needs()).records.some((n) => n.id === id)).toBe(true);
    expect((await get(ctx.app, `/client/api/need/detail?id=${id}`)).code).toBe(1);
    // The member's own close.
    const closed = await post(ctx.app, '/client/mine/need/close', { id }, { token: member });
    expect(closed.code).toBe(1);
    expect((await needs()).records.some((n) => n.id === id)).toBe(false);
    expect((await get(ctx.app, `/client/api/need/detail?id=${id}`)).code).toBe(404);
  });

  it('shows a question the member asked in the public list as soon as it is answered', async () => {
    const asked = await post<{ id: number }>(
      ctx.app,
      '/client/mine/interaction/ask',
      { title: '标签缓存：成果登记流程咨询', category: 2, content: '成果登记需要哪些材料？' },
      { token: member },
    );
    expect(asked.code).toBe(1);
    const listed = async () =>
      (
        await get<Page<{ id: number }>>(ctx.app, '/client/api/interaction/page?pageSize=50')
      ).data.records.some((q) => q.id === asked.data.id);
    expect(await listed()).toBe(false);
    expect(await listed()).toBe(false);
    await answerQuestion(ctx.db, {
      id: asked.data.id,
      answer: '携带成果登记表和证明材料即可办理。',
      dept: '技术市场管理办公室',
      publish: true,
      by: 'test',
      now: ctx.clock.now(),
    });
    expect(await listed()).toBe(true);
  });

  it('keeps no answer whose load began before an invalidation of its tags', () => {
    const mark = loadMark(ctx.app);
    invalidate(ctx.app, 'outcome:1');
    expect(invalidatedSince(ctx.app, mark, ['outcome'])).toBe(true);
    expect(invalidatedSince(ctx.app, mark, ['outcome', 'outcome:1'])).toBe(true);
    expect(invalidatedSince(ctx.app, mark, ['outcome:2'])).toBe(false);
    expect(invalidatedSince(ctx.app, mark, ['need', 'need:1'])).toBe(false);
    const later = loadMark(ctx.app);
    expect(invalidatedSince(ctx.app, later, ['outcome'])).toBe(false);
    invalidate(ctx.app, 'need');
    expect(invalidatedSince(ctx.app, later, ['need:9'])).toBe(true);
    invalidate(ctx.app, '*');
    expect(invalidatedSince(ctx.app, later, ['outcome:2'])).toBe(true);
  });
});

/**
 * Two processes on one database with their state buses connected: through Redis when the
 * tests have it (TEST_REDIS_URL), else wired directly, as plugins/shared-state.ts wires them.
 */
describe('a second process with the state bus connected', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestContext;
  let b: TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const overrides = redisUrl
      ? { REDIS_URL: redisUrl, REDIS_PREFIX: `tag${Math.random().toString(36).slice(2, 10)}` }
      : {};
    ({ a, b, close } = await createTwinApps(overrides));
    await seedIfEmpty(a.db, a.app.log, { now: a.clock.now() });
    if (redisUrl) {
      await new Promise((resolve) => setTimeout(resolve, 300)); // subscriptions in place
    } else {
      setRemote(a.db, (topic, payload) => deliver(b.db, topic, payload));
      setRemote(b.db, (topic, payload) => deliver(a.db, topic, payload));
    }
  });
  afterAll(() => close());

  /** Whether B's drop is called with a match for `tags` once A invalidates `invalidated`. */
  const dropsOnB = async (tags: string[], invalidated: string[]) => {
    let dropped = false;
    onInvalidate(b.app, (matches) => {
      if (matches(tags)) dropped = true;
    });
    invalidate(a.app, ...invalidated);
    for (let i = 0; i < 50 && !dropped; i++) await new Promise((r) => setTimeout(r, 10));
    return dropped;
  };

  it("drops B's entry of a tag A invalidates, and not another tag's", async () => {
    expect(await dropsOnB(['need', 'need:5'], ['need:5'])).toBe(true);
    expect(await dropsOnB(['outcome', 'outcome:5'], ['need:5'])).toBe(false);
  });

  it("shows A's write in B's cached guest answer at once", async () => {
    const actions = (ctx: TestContext) =>
      post<Page<ActionItem>>(ctx.app, '/client/api/action/page', { status: 1, pageSize: 100 });
    const open = (await actions(b)).data.records[0]!;
    await actions(b); // cached on B
    const member = (await registerMember(a, { username: 'tagged_twin' })).token;
    const signed = await post(
      a.app,
      '/client/mine/action/sign',
      {
        actionId: open.id,
        companyName: '青岛海鸥新材料有限公司',
        linkman: '刘工',
        linkphone: '13905320002',
      },
      { token: member },
    );
    expect(signed.code).toBe(1);
    // Redis delivers on arrival: give it a moment.
    let after = 0;
    for (let i = 0; i < 50; i++) {
      after = (await actions(b)).data.records.find((x) => x.id === open.id)!.signCount;
      if (after === open.signCount + 1) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(after).toBe(open.signCount + 1);
  });
});
