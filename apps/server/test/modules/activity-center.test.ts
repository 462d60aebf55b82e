/**
 * Issue 11: the activity centre's list filters (date range), the status derived from the clock,
 * the detail's collect flag and 404, sign-up races, the help centre search, rich-text articles
 * and article ads.
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ActionDetail,
  ActionItem,
  AdItem,
  HelpArticle,
  HelpCategory,
  Page,
  RichTextArticle,
  SiteSettings,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runActivityCommand } from '../../src/cli/activity-commands.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { DAY } from '../../src/lib/time.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'center_member' })).token;
});

const page = (body: Record<string, unknown>, as?: string) =>
  post<Page<ActionItem>>(ctx.app, '/client/api/action/page', body, as ? { token: as } : {});

const detail = (id: number, as?: string) =>
  post<ActionDetail>(ctx.app, '/client/api/action/detail', { id }, as ? { token: as } : {});

const day = (text: string) => text.slice(0, 10);

describe('POST /client/api/action/page: date range and card fields', () => {
  it('keeps the activities that run on a day of the range', async () => {
    const all = (await page({ pageSize: 100 })).data.records;
    const sample = all[Math.floor(all.length / 2)]!;
    const from = day(sample.actionDateStart);
    const res = await page({ dateFrom: from, dateTo: from, pageSize: 100 });
    expect(res.data.records.map((a) => a.id)).toContain(sample.id);
    for (const a of res.data.records) {
      expect(day(a.actionDateStart) <= from, a.actionName).toBe(true);
      expect(day(a.actionDateEnd) >= from, a.actionName).toBe(true);
    }
    const later = await page({ dateFrom: from, pageSize: 100 });
    expect(later.data.records.every((a) => day(a.actionDateEnd) >= from)).toBe(true);
    const earlier = await page({ dateTo: from, pageSize: 100 });
    expect(earlier.data.records.every((a) => day(a.actionDateStart) <= from)).toBe(true);
    expect(later.data.total + earlier.data.total).toBeGreaterThanOrEqual(all.length);
  });

  it('combines the date range with category, status and keyword', async () => {
    const open = (await page({ status: 1, pageSize: 1 })).data.records[0]!;
    const res = await page({
      catId: open.catId,
      status: 1,
      keyword: open.actionName.slice(0, 4),
      dateFrom: day(open.actionDateStart),
      dateTo: day(open.actionDateStart),
      provinceCode: open.provinceCode,
    });
    expect(res.data.records.map((a) => a.id)).toContain(open.id);
    expect(res.data.records.every((a) => a.catId === open.catId && a.actionStatus === 1)).toBe(
      true,
    );
  });

  it('refuses a bad date and a range that ends before it starts', async () => {
    expect(await page({ dateFrom: '2026/11/01' })).toMatchObject({
      code: 400,
      msg: '日期格式应为yyyy-MM-dd',
    });
    expect(await page({ dateFrom: '2026-12-01', dateTo: '2026-11-01' })).toMatchObject({
      code: 400,
      msg: '开始日期不能晚于结束日期',
    });
  });

  it('gives each card its organiser and region names', async () => {
    const item = (await page({ pageSize: 1 })).data.records[0]!;
    expect(item.organizer).not.toBe('');
    expect(item.actionProvince).toBe('山东省');
    expect(item.actionCity).toMatch(/市$/);
  });
});

describe('derived status', () => {
  it('follows the clock: an open activity closes when its sign-up window ends', async () => {
    const open = (await page({ status: 1, pageSize: 100 })).data.records.at(-1)!;
    const row = await ctx.db
      .selectFrom('activities')
      .select(['signEndAt', 'endAt'])
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow();
    const start = ctx.clock.now();
    try {
      ctx.clock.advance(Number(row.signEndAt) - start + 1);
      expect((await detail(open.id)).data.actionStatus).toBe(
        Number(row.endAt) < ctx.clock.now() ? 3 : 2,
      );
      const closed = await page({ status: 1, pageSize: 100 });
      expect(closed.data.records.map((a) => a.id)).not.toContain(open.id);
      ctx.clock.advance(Number(row.endAt) - ctx.clock.now() + DAY);
      expect((await detail(open.id)).data.actionStatus).toBe(3);
      const ended = await page({ status: 3, pageSize: 100 });
      expect(ended.data.total).toBeGreaterThan(0);
    } finally {
      ctx.clock.advance(start - ctx.clock.now());
    }
    expect((await detail(open.id)).data.actionStatus).toBe(1);
  });
});

describe('POST /client/api/action/detail', () => {
  it('says whether the member collected it', async () => {
    const item = (await page({ pageSize: 1 })).data.records[0]!;
    expect((await detail(item.id, token)).data.isCollect).toBe(false);
    expect(
      (await post(ctx.app, '/client/mine/collect/action', { id: item.id }, { token })).code,
    ).toBe(1);
    expect((await detail(item.id, token)).data.isCollect).toBe(true);
    expect((await detail(item.id)).data.isCollect).toBe(false);
    const other = await registerMember(ctx, { username: 'center_other' });
    expect((await detail(item.id, other.token)).data.isCollect).toBe(false);
  });

  it('answers 404 for an unknown activity', async () => {
    expect(await detail(987_654)).toEqual({ code: 404, msg: '活动不存在', data: null });
  });
});

describe('POST /client/mine/action/sign under Promise.all', () => {
  it('takes one of five simultaneous sign-ups and refuses the others with 409', async () => {
    const open = (await page({ status: 1, pageSize: 100 })).data.records[3]!;
    const member = await registerMember(ctx, { username: 'center_racer' });
    const before = await countRows(ctx, 'activitySignups');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          ctx.app,
          '/client/mine/action/sign',
          {
            actionId: open.id,
            companyName: '青岛海鸥新材料有限公司',
            linkman: '刘工',
            linkphone: '13905320002',
          },
          { token: member.token },
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((a) => a.code !== 1)) {
      expect(a).toEqual({ code: 409, msg: '您已报名该活动，请勿重复报名', data: null });
    }
    expect(await countRows(ctx, 'activitySignups')).toBe(before + 1);
    const after = await detail(open.id, member.token);
    expect(after.data).toMatchObject({ isSigned: true, signCount: open.signCount + 1 });
  });
});

describe('GET /client/api/b/list?keyword=', () => {
  it('searches titles and text on the server, keeping only categories with results', async () => {
    const all = (await get<HelpCategory[]>(ctx.app, '/client/api/b/list')).data;
    const res = await get<HelpCategory[]>(
      ctx.app,
      `/client/api/b/list?keyword=${encodeURIComponent('竞价')}`,
    );
    expect(res.code).toBe(1);
    const found = res.data.flatMap((c) => c.articles);
    expect(found.map((a) => a.title)).toContain('竞价交易规则');
    expect(found.length).toBeLessThan(all.flatMap((c) => c.articles).length);
    expect(res.data.every((c) => c.articles.length > 0)).toBe(true);
    for (const a of found) {
      const article = await post<HelpArticle>(ctx.app, '/client/api/b/detail', { id: a.id });
      expect(`${article.data.title}${article.data.content}`).toContain('竞价');
    }
  });

  it('gives the text around the match, and never matches inside markup', async () => {
    const res = await get<HelpCategory[]>(
      ctx.app,
      `/client/api/b/list?keyword=${encodeURIComponent('加价幅度')}`,
    );
    const hit = res.data.flatMap((c) => c.articles).find((a) => a.title === '竞价交易规则')!;
    expect(hit.excerpt).toContain('加价幅度');
    expect(hit.excerpt).not.toMatch(/[<>]/);
    expect(hit.excerpt!.length).toBeLessThanOrEqual(20 + 4 + 40 + 2);
    // Every article's HTML holds <p> or <li>, but no article's text holds the letters.
    for (const tag of ['li', 'ol']) {
      const tags = await get<HelpCategory[]>(ctx.app, `/client/api/b/list?keyword=${tag}`);
      expect(tags.data, tag).toEqual([]);
    }
  });

  it('finds nothing for an unknown word and treats LIKE characters literally', async () => {
    for (const word of ['量子纠缠望远镜', '%量子_', '__']) {
      const res = await get<HelpCategory[]>(
        ctx.app,
        `/client/api/b/list?keyword=${encodeURIComponent(word)}`,
      );
      expect(res).toEqual({ code: 1, msg: expect.any(String), data: [] });
    }
  });

  it('refuses a keyword over 50 characters', async () => {
    expect(
      await get(ctx.app, `/client/api/b/list?keyword=${encodeURIComponent('帮'.repeat(51))}`),
    ).toMatchObject({ code: 400, msg: '关键词不能超过50个字符' });
  });
});

describe('GET /client/api/richText/detail', () => {
  it('gives the trade rules the footer links to', async () => {
    const site = (await get<SiteSettings>(ctx.app, '/client/api/settings/site')).data;
    const url = new URL(site.tradeRulesUrl, 'http://x');
    expect(url.pathname).toBe('/RichText');
    const res = await get<RichTextArticle>(
      ctx.app,
      `/client/api/richText/detail?id=${url.searchParams.get('id')}`,
    );
    expect(res.data).toMatchObject({
      title: '科技成果转化服务平台交易规则',
      updatedAt: '2026-11-01',
    });
    expect(res.data.content).toContain('<h3>第一章 总则</h3>');
    expect(res.data.content).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect(await get(ctx.app, '/client/api/richText/detail?id=999')).toEqual({
      code: 404,
      msg: '文章不存在',
      data: null,
    });
    expect(await get(ctx.app, '/client/api/richText/detail?id=abc')).toMatchObject({
      code: 400,
      msg: '文章编号不正确',
    });
  });
});

describe('GET /client/api/ad/detail', () => {
  it('has a detail only for article ads (detailType 3)', async () => {
    const ads = (await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=21')).data;
    const article = ads.find((a) => a.detailType === 3)!;
    const link = ads.find((a) => a.detailType !== 3)!;
    expect((await get(ctx.app, `/client/api/ad/detail?id=${article.id}`)).code).toBe(1);
    expect(await get(ctx.app, `/client/api/ad/detail?id=${link.id}`)).toMatchObject({
      code: 404,
      msg: '广告不存在',
    });
  });
});

describe('operator commands', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rich-text-'));
  const file = (name: string, html: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, html);
    return at;
  };

  it('creates and updates a rich-text article with its HTML sanitised, audited', async () => {
    const said = await runActivityCommand(ctx.app, 'rich-text', {
      title: ' 服务机构入驻须知 ',
      file: file(
        'a.html',
        '<h3>入驻条件</h3><p onclick="x()">具备法人资格</p><script>alert(1)</script>',
      ),
    });
    const id = Number(/图文 (\d+)/.exec(said)?.[1]);
    expect(said).toBe(`已新建图文 ${id}：/RichText?id=${id}`);
    const created = await get<RichTextArticle>(ctx.app, `/client/api/richText/detail?id=${id}`);
    expect(created.data).toEqual({
      id,
      title: '服务机构入驻须知',
      content: '<h3>入驻条件</h3><p>具备法人资格</p>',
      updatedAt: '2026-11-21',
    });
    await runActivityCommand(ctx.app, 'rich-text', {
      id: String(id),
      title: '服务机构入驻须知（修订）',
      file: file('b.html', '<p>须提交<a href="javascript:alert(1)">材料</a></p>'),
    });
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const updated = await get<RichTextArticle>(ctx.app, `/client/api/richText/detail?id=${id}`);
    expect(updated.data.title).toBe('服务机构入驻须知（修订）');
    expect(updated.data.content).not.toContain('javascript');
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'operator.rich-text')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses an unknown article, an empty title and a body that sanitises to nothing', async () => {
    const html = file('c.html', '<p>正文</p>');
    await expect(
      runActivityCommand(ctx.app, 'rich-text', { id: '9999', title: '标题', file: html }),
    ).rejects.toThrow('图文不存在');
    await expect(
      runActivityCommand(ctx.app, 'rich-text', { title: '  ', file: html }),
    ).rejects.toThrow('请输入标题');
    await expect(
      runActivityCommand(ctx.app, 'rich-text', {
        title: '标题',
        file: file('d.html', '<script>alert(1)</script>'),
      }),
    ).rejects.toThrow('正文不能为空');
  });

  it('lists an activity’s sign-ups', async () => {
    const signed = await ctx.db
      .selectFrom('activitySignups')
      .innerJoin('users', 'users.id', 'activitySignups.userId')
      .select('activitySignups.actionId')
      .where('users.username', '=', 'center_racer')
      .executeTakeFirstOrThrow();
    const said = await runActivityCommand(ctx.app, 'sign-ups', { id: String(signed.actionId) });
    expect(said).toMatch(/已报名 \d+ 人（名额 /);
    expect(said).toContain('center_racer\t青岛海鸥新材料有限公司\t刘工\t13905320002');
    await expect(runActivityCommand(ctx.app, 'sign-ups', { id: '987654' })).rejects.toThrow(
      '活动不存在',
    );
  });
});
