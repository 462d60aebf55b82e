import { ContentPaths, HomePaths, AdminContentPaths as P } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentConsoleTokens } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

/*
 * Activity and help categories in the console (issue #14): the content role edits and orders
 * them, the portal shows a change at once, and a category still holding items is not deleted.
 */
const ctx = appForFile(createSeededApp);
let content: string;
let audit: string;
let review: string;
let memberToken: string;

beforeAll(async () => {
  ({ content, audit, review, member: memberToken } = await contentConsoleTokens(ctx, 'c'));
});

const as = (token: string) => ({ token });
const KINDS = ['actionCategories', 'helpCategories'] as const;

describe('activity and help categories', () => {
  it('guests and members are refused; review may not use them; audit reads only', async () => {
    for (const kind of KINDS) {
      expect((await get(ctx.app, P.siteList(kind))).code).toBe(-401);
      expect((await get(ctx.app, P.siteList(kind), as(memberToken))).code).toBe(-401);
      expect((await get(ctx.app, P.siteList(kind), as(review))).code).toBe(403);
      expect((await post(ctx.app, P.siteList(kind), {}, as(review))).code).toBe(403);
      expect((await get(ctx.app, P.siteList(kind), as(audit))).code).toBe(1);
      expect((await post(ctx.app, P.siteList(kind), { name: 'x' }, as(audit))).code).toBe(403);
    }
  });

  it('an activity category shows on the portal at once, in its order, and bad input changes nothing', async () => {
    const names = async () =>
      (await get<{ catName: string }[]>(ctx.app, HomePaths.actionCats)).data.map((c) => c.catName);
    const before = await names(); // now cached
    expect(
      await post(ctx.app, P.siteList('actionCategories'), { catName: ' ' }, as(content)),
    ).toMatchObject({ code: 400, msg: '请填写名称' });
    expect(await names()).toEqual(before);

    const created = await post<{ id: number }>(
      ctx.app,
      P.siteList('actionCategories'),
      { catName: '路演对接', sort: 0 },
      as(content),
    );
    expect(created.code).toBe(1);
    expect((await names())[0]).toBe('路演对接');
    const rows = await ctx.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', '=', 'admin.site.actionCategories.create')
      .where('outcome', '=', 'success')
      .execute();
    expect(rows).toHaveLength(1);

    // Unused: it goes.
    expect(
      (await post(ctx.app, P.siteDelete('actionCategories', created.data.id), {}, as(content)))
        .code,
    ).toBe(1);
    expect(await names()).toEqual(before);
  });

  it('a category still holding activities or articles is not deleted', async () => {
    const activity = await ctx.db
      .selectFrom('activities')
      .select('catId')
      .executeTakeFirstOrThrow();
    expect(
      await post(ctx.app, P.siteDelete('actionCategories', activity.catId), {}, as(content)),
    ).toMatchObject({ code: 400, msg: '该分类下还有内容，请先移走或删除' });
    const article = await ctx.db
      .selectFrom('helpArticles')
      .select('categoryId')
      .executeTakeFirstOrThrow();
    expect(
      await post(ctx.app, P.siteDelete('helpCategories', article.categoryId), {}, as(content)),
    ).toMatchObject({ code: 400, msg: '该分类下还有内容，请先移走或删除' });
    const still = await ctx.db
      .selectFrom('helpCategories')
      .select('id')
      .where('id', '=', article.categoryId)
      .executeTakeFirst();
    expect(still).toBeDefined();
  });

  it('a renamed help category shows renamed in the help centre at once', async () => {
    type Category = { id: number; name: string };
    const list = async () => (await get<Category[]>(ctx.app, ContentPaths.helpList)).data;
    const [first] = await list();
    expect(first).toBeDefined();
    const saved = await post(
      ctx.app,
      P.siteItem('helpCategories', first!.id),
      { name: '常见问题（新）', sort: 0 },
      as(content),
    );
    expect(saved.code).toBe(1);
    expect((await list()).find((c) => c.id === first!.id)?.name).toBe('常见问题（新）');
  });
});
