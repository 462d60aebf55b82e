import type { ActionCategory, ActionDetail, ActionItem, MySignUp, Page } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionStatus } from '../../src/modules/activity/status.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
let cats: ActionCategory[];
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'action_member' })).token;
  cats = (await get<ActionCategory[]>(ctx.app, '/client/api/action/cat/all')).data;
});

const page = (body: Record<string, unknown>) =>
  post<Page<ActionItem>>(ctx.app, '/client/api/action/page', body);

async function activityWithStatus(status: number): Promise<ActionItem> {
  const res = await page({ status, pageSize: 1 });
  const found = res.data.records[0];
  if (!found) throw new Error(`no activity with status ${status}`);
  return found;
}

const signUp = (actionId: number, change: Record<string, unknown> = {}, as = token) =>
  post<{ id: number }>(
    ctx.app,
    '/client/mine/action/sign',
    {
      actionId,
      companyName: '济南华辰智能科技有限公司',
      linkman: '王经理',
      linkphone: '13805310001',
      ...change,
    },
    { token: as },
  );

describe('activity status', () => {
  it('is derived from the sign-up window and the end', () => {
    const t = { signStartAt: 100, signEndAt: 200, endAt: 300 };
    expect([50, 100, 200, 201, 300, 301].map((now) => actionStatus(t, now))).toEqual([
      0, 1, 1, 2, 2, 3,
    ]);
  });
});

describe('GET /client/api/action/cat/all', () => {
  it('lists the categories in order', async () => {
    expect(cats.map((c) => c.catName)).toEqual([
      '技术对接会',
      '成果路演',
      '培训讲座',
      '创新创业大赛',
      '展会论坛',
      '政策宣讲',
    ]);
  });
});

describe('GET /client/api/action/home', () => {
  it('lists a category’s activities, latest first, with the home fields', async () => {
    const res = await get<ActionItem[]>(ctx.app, `/client/api/action/home?catId=${cats[0]!.id}`);
    expect(res.data.length).toBeGreaterThan(2);
    expect(res.data.every((a) => a.catId === cats[0]!.id)).toBe(true);
    const starts = res.data.map((a) => a.actionDateStart);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(res.data[0]).toMatchObject({
      actionImg: expect.stringMatching(/^\/images\/demo\/activities\/cat-1-[123]\.svg$/),
      actionProvince: '山东省',
      actionCity: expect.stringMatching(/市$/),
      provinceCode: '37',
      actionDateStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      actionStatus: expect.any(Number),
    });
    expect(
      (await get<ActionItem[]>(ctx.app, `/client/api/action/home?catId=${cats[0]!.id}&size=2`))
        .data,
    ).toHaveLength(2);
  });

  it('needs a category id', async () => {
    expect(await get(ctx.app, '/client/api/action/home')).toEqual({
      code: 400,
      msg: '活动分类不正确',
      data: null,
    });
    expect(await get<ActionItem[]>(ctx.app, '/client/api/action/home?catId=9999')).toMatchObject({
      code: 1,
      data: [],
    });
  });
});

describe('GET /client/api/action/recommand', () => {
  it('lists recommended activities', async () => {
    const res = await get<ActionItem[]>(ctx.app, '/client/api/action/recommand');
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.length).toBeLessThanOrEqual(6);
    const rows = await ctx.db
      .selectFrom('activities')
      .select('recommended')
      .where(
        'id',
        'in',
        res.data.map((a) => a.id),
      )
      .execute();
    expect(rows.every((r) => r.recommended === 1)).toBe(true);
  });
});

describe('POST /client/api/action/page', () => {
  it('pages every activity, and each status filter matches the status shown', async () => {
    const all = await page({});
    expect(all.data.total).toBe(await countRows(ctx, 'activities'));
    expect(all.data.records).toHaveLength(10);
    let sum = 0;
    for (const status of [0, 1, 2, 3]) {
      const res = await page({ status, pageSize: 100 });
      expect(res.data.total, `status ${status}`).toBeGreaterThan(0);
      expect(res.data.records.every((a) => a.actionStatus === status)).toBe(true);
      sum += res.data.total;
    }
    expect(sum).toBe(all.data.total);
  });

  it('filters by category, city and keyword', async () => {
    const byCat = await page({ catId: cats[1]!.id, pageSize: 100 });
    expect(byCat.data.records.every((a) => a.catName === '成果路演')).toBe(true);
    const city = byCat.data.records[0]!.cityCode;
    const byCity = await page({ cityCode: city, provinceCode: '37', pageSize: 100 });
    expect(byCity.data.records.every((a) => a.cityCode === city)).toBe(true);
    const byKeyword = await page({ keyword: '路演', pageSize: 100 });
    expect(byKeyword.data.total).toBeGreaterThan(0);
    expect(byKeyword.data.records.every((a) => a.actionName.includes('路演'))).toBe(true);
    expect((await page({ keyword: '100%_' })).data.total).toBe(0);
  });

  it('refuses bad filters', async () => {
    expect(await page({ status: 5 })).toMatchObject({ code: 400, msg: '活动状态不正确' });
    expect(await page({ cityCode: 'x' })).toMatchObject({ code: 400, msg: '请检查填写信息' });
    expect(await page({ sort: 1 })).toMatchObject({ code: 400, msg: '不支持的字段：sort' });
  });
});

describe('POST /client/api/action/detail', () => {
  it('gives the detail to a form post and counts the view', async () => {
    const item = await activityWithStatus(1);
    const before = await ctx.db
      .selectFrom('activities')
      .select('viewCount')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const res = await post<ActionDetail>(
      ctx.app,
      '/client/api/action/detail',
      { id: String(item.id) },
      { form: true },
    );
    expect(res.data).toMatchObject({
      ...item,
      organizer: expect.any(String),
      address: expect.any(String),
      signStart: expect.any(String),
      signEnd: expect.any(String),
      isSigned: false,
      viewCount: before.viewCount + 1,
    });
    expect(res.data.content).toContain('<h3>活动安排</h3>');
  });

  it('answers 404 for an unknown activity and 400 without an id', async () => {
    expect(
      await post(ctx.app, '/client/api/action/detail', { id: '99999' }, { form: true }),
    ).toMatchObject({
      code: 404,
      msg: '活动不存在',
    });
    expect(await post(ctx.app, '/client/api/action/detail')).toMatchObject({
      code: 400,
      msg: '编号不正确',
    });
  });
});

describe('POST /client/mine/action/sign', () => {
  it('tells a guest 请登录', async () => {
    const item = await activityWithStatus(1);
    expect(await post(ctx.app, '/client/mine/action/sign', { actionId: item.id })).toEqual({
      code: -401,
      msg: '请登录',
      data: null,
    });
  });

  it.each([
    ['linkman empty', { linkman: '' }, '请输入联系人'],
    ['companyName empty', { companyName: '  ' }, '请输入企业名称'],
    ['linkphone empty', { linkphone: '' }, '请输入手机号'],
    ['linkphone invalid', { linkphone: '12345678901' }, '请输入正确的手机号'],
    ['actionId missing', { actionId: undefined }, '请选择报名活动'],
    ['an unknown field', { remark: 'x' }, '不支持的字段：remark'],
  ])('refuses %s and stores nothing', async (_case, change, msg) => {
    const item = await activityWithStatus(1);
    const before = await countRows(ctx, 'activitySignups');
    const body: Record<string, unknown> = {
      actionId: item.id,
      companyName: '济南华辰智能科技有限公司',
      linkman: '王经理',
      linkphone: '13805310001',
      ...change,
    };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(await post(ctx.app, '/client/mine/action/sign', body, { token })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await countRows(ctx, 'activitySignups')).toBe(before);
  });

  it.each([0, 2, 3])('refuses an activity whose status is %s', async (status) => {
    const item = await activityWithStatus(status);
    expect(await signUp(item.id)).toEqual({ code: 400, msg: '该活动当前不可报名', data: null });
  });

  it('answers 404 for an unknown activity', async () => {
    expect(await signUp(99999)).toMatchObject({ code: 404, msg: '活动不存在' });
  });

  it('signs a member up once; a second time is a 409 conflict', async () => {
    const item = await activityWithStatus(1);
    const before = await countRows(ctx, 'activitySignups');
    // The guests' list is cached (keyed by its body); the sign-up must clear it.
    const guestList = { status: 1, pageSize: 100 };
    expect((await page(guestList)).data.records.find((a) => a.id === item.id)?.signCount).toBe(
      item.signCount,
    );
    const res = await signUp(item.id, { linkman: '  王经理 ' });
    expect(res).toEqual({ code: 1, msg: '提交成功', data: { id: expect.any(Number) } });
    const row = await ctx.db
      .selectFrom('activitySignups')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actionId: item.id, linkman: '王经理', createdAt: ctx.clock.now() });
    const detail = await post<ActionDetail>(
      ctx.app,
      '/client/api/action/detail',
      { id: item.id },
      { token },
    );
    expect(detail.data).toMatchObject({ isSigned: true, signCount: item.signCount + 1 });
    // The reloaded home list shows the new count at once.
    const home = await get<ActionItem[]>(
      ctx.app,
      `/client/api/action/home?catId=${item.catId}&size=50`,
    );
    expect(home.data.find((a) => a.id === item.id)?.signCount).toBe(item.signCount + 1);
    expect(home.data.find((a) => a.id === item.id)?.isSigned).toBe(false);
    expect((await page(guestList)).data.records.find((a) => a.id === item.id)?.signCount).toBe(
      item.signCount + 1,
    );
    // The member's own lists say 已报名 (isSigned) for it and for nothing else.
    for (const list of [
      (
        await get<ActionItem[]>(ctx.app, `/client/api/action/home?catId=${item.catId}&size=50`, {
          token,
        })
      ).data,
      (
        await post<Page<ActionItem>>(
          ctx.app,
          '/client/api/action/page',
          { pageSize: 100 },
          { token },
        )
      ).data.records,
    ]) {
      expect(list.filter((a) => a.isSigned).map((a) => a.id)).toEqual([item.id]);
    }

    expect(await signUp(item.id, { companyName: '另一家公司' })).toEqual({
      code: 409,
      msg: '您已报名该活动，请勿重复报名',
      data: null,
    });
    expect(await countRows(ctx, 'activitySignups')).toBe(before + 1);
    const after = await post<ActionDetail>(
      ctx.app,
      '/client/api/action/detail',
      { id: item.id },
      { token },
    );
    expect(after.data.signCount).toBe(item.signCount + 1);
  });

  it('refuses a full activity', async () => {
    const item = (await page({ status: 1, pageSize: 100 })).data.records[1]!;
    await ctx.db
      .updateTable('activities')
      .set({ maxSignups: item.signCount })
      .where('id', '=', item.id)
      .execute();
    expect(await signUp(item.id)).toEqual({ code: 400, msg: '该活动报名人数已满', data: null });
  });
});

describe('GET /client/mine/action/sign/list', () => {
  it('lists the member’s sign-ups with their activities', async () => {
    const open = (await page({ status: 1, pageSize: 100 })).data.records;
    ctx.clock.advance(60_000);
    await signUp(open[2]!.id);
    const res = await get<Page<MySignUp>>(ctx.app, '/client/mine/action/sign/list', { token });
    expect(res.data.total).toBe(2);
    expect(res.data.records[0]).toMatchObject({
      actionId: open[2]!.id,
      actionName: open[2]!.actionName,
      actionImg: open[2]!.actionImg,
      actionDateStart: open[2]!.actionDateStart,
      actionStatus: 1,
      companyName: '济南华辰智能科技有限公司',
      linkman: '王经理',
      linkphone: '13805310001',
      createdAt: '2026-11-21 12:01:00',
    });
    const other = await registerMember(ctx, { username: 'action_other' });
    expect(
      (await get<Page<MySignUp>>(ctx.app, '/client/mine/action/sign/list', { token: other.token }))
        .data.total,
    ).toBe(0);
    expect(await get(ctx.app, '/client/mine/action/sign/list')).toMatchObject({ code: -401 });
  });

  it('lets another member sign up for the same activity', async () => {
    const other = await registerMember(ctx, { username: 'action_third' });
    const first = (await get<Page<MySignUp>>(ctx.app, '/client/mine/action/sign/list', { token }))
      .data.records[0]!;
    expect((await signUp(first.actionId, {}, other.token)).code).toBe(1);
  });
});
