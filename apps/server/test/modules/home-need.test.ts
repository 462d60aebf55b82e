import { digestPassword, type MyNeed, type NeedTag, type Page } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get, PASSWORD, post, registerMember, userIdOf } from '../support/client.ts';
import { chars, countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
let phone: string;
let needType: number;
let giveType: number;
beforeAll(async () => {
  ({ token, telephone: phone } = await registerMember(ctx, {
    username: 'need_member',
    certified: true,
  }));
  const tags = await get<NeedTag[]>(ctx.app, '/need/tags/list');
  needType = tags.data.find((t) => t.type === 1)!.id;
  giveType = tags.data.find((t) => t.type === 2)!.id;
});

const valid = () => ({
  goodsName: '高盐废水零排放技术攻关',
  needType,
  giveType,
  deadlineTime: '2027-06-30',
  goodsDesc: '化工园区高盐废水处理成本高，寻求低能耗零排放工艺。',
  tagIds: [needType, giveType],
});

describe('GET /need/tags/list', () => {
  it('lists need types (1) and transfer types (2)', async () => {
    const needTypes = await get<NeedTag[]>(ctx.app, '/need/tags/list?type=1');
    expect(needTypes.data.map((t) => t.tagName)).toEqual([
      '技术攻关',
      '技术引进',
      '成果转化',
      '合作研发',
      '技术咨询',
      '检验检测',
      '人才引进',
      '其他',
    ]);
    expect(needTypes.data.every((t) => t.type === 1)).toBe(true);
    const giveTypes = await get<NeedTag[]>(ctx.app, '/need/tags/list?type=2');
    expect(giveTypes.data.map((t) => t.tagName)).toContain('技术转让');
    expect(giveTypes.data[0]).toEqual({ id: expect.any(Number), tagName: '技术转让', type: 2 });
    const all = await get<NeedTag[]>(ctx.app, '/need/tags/list');
    expect(all.data).toHaveLength(needTypes.data.length + giveTypes.data.length);
  });

  it('refuses another type', async () => {
    expect(await get(ctx.app, '/need/tags/list?type=3')).toEqual({
      code: 400,
      msg: '标签类型不正确',
      data: null,
    });
  });
});

describe('POST /need/add', () => {
  it('tells a guest 请登录 and stores nothing, whatever the input', async () => {
    const before = await countRows(ctx, 'needs');
    expect(await post(ctx.app, '/need/add', valid())).toEqual({
      code: -401,
      msg: '请登录',
      data: null,
    });
    expect(await post(ctx.app, '/need/add', {})).toEqual({ code: -401, msg: '请登录', data: null });
    expect(await countRows(ctx, 'needs')).toBe(before);
  });

  it.each([
    ['goodsName missing', { goodsName: undefined }, '请输入需求名称'],
    ['goodsName blank', { goodsName: '  ' }, '请输入需求名称'],
    ['needType missing', { needType: undefined }, '请选择需求类别'],
    ['giveType missing', { giveType: undefined }, '请选择转让方式'],
    ['deadlineTime missing', { deadlineTime: undefined }, '请选择截止时间'],
    ['deadlineTime not a date', { deadlineTime: '2027/06/30' }, '日期格式应为yyyy-MM-dd'],
    ['deadlineTime not a real day', { deadlineTime: '2027-02-30' }, '日期格式应为yyyy-MM-dd'],
    ['deadlineTime in the past', { deadlineTime: '2026-11-20' }, '截止时间不能早于今天'],
    ['goodsDesc of 301 characters', { goodsDesc: chars(301) }, '最多输入300个字符'],
    ['needType not a need-type tag', { needType: -1 }, '请选择需求类别'],
    ['an unknown field', { budget: 100 }, '不支持的字段：budget'],
  ])('refuses %s with the rule message and stores nothing', async (_case, change, msg) => {
    const before = await countRows(ctx, 'needs');
    const body: Record<string, unknown> = { ...valid(), ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(await post(ctx.app, '/need/add', body, { token })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await countRows(ctx, 'needs')).toBe(before);
  });

  it('refuses tags of the wrong kind or unknown tags', async () => {
    expect(
      await post(ctx.app, '/need/add', { ...valid(), needType: giveType }, { token }),
    ).toMatchObject({
      code: 400,
      msg: '请选择需求类别',
    });
    expect(
      await post(ctx.app, '/need/add', { ...valid(), giveType: needType }, { token }),
    ).toMatchObject({
      code: 400,
      msg: '请选择转让方式',
    });
    expect(
      await post(ctx.app, '/need/add', { ...valid(), tagIds: [99999] }, { token }),
    ).toMatchObject({
      code: 400,
      msg: '请选择正确的需求标签',
    });
  });

  it('stores a member need with who and when, pending review', async () => {
    const res = await post<{ id: number }>(ctx.app, '/need/add', valid(), { token });
    expect(res).toEqual({ code: 1, msg: '提交成功', data: { id: expect.any(Number) } });
    const row = await ctx.db
      .selectFrom('needs')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    const userId = await userIdOf(ctx, 'need_member');
    expect(row).toMatchObject({
      userId,
      goodsName: '高盐废水零排放技术攻关',
      needType,
      giveType,
      deadlineTime: '2027-06-30',
      status: 0,
      createdAt: ctx.clock.now(),
    });
    expect(JSON.parse(row.tagIds)).toEqual([needType, giveType]);
  });

  it('accepts today as the deadline and tag ids as a comma list', async () => {
    const res = await post(
      ctx.app,
      '/need/add',
      {
        ...valid(),
        goodsName: '今日截止需求',
        deadlineTime: '2026-11-21',
        tagIds: `${needType},${giveType}`,
        goodsDesc: '',
      },
      { token },
    );
    expect(res.code).toBe(1);
  });
});

describe('GET /client/mine/need/list', () => {
  it('lists the member’s own needs, newest first, paged', async () => {
    ctx.clock.advance(60_000);
    await post(ctx.app, '/need/add', { ...valid(), goodsName: '最新的需求' }, { token });
    const res = await get<Page<MyNeed>>(ctx.app, '/client/mine/need/list?pageNum=1&pageSize=2', {
      token,
    });
    expect(res.data.total).toBe(3);
    expect(res.data.pageSize).toBe(2);
    expect(res.data.records).toHaveLength(2);
    expect(res.data.records[0]).toMatchObject({
      goodsName: '最新的需求',
      needTypeName: '技术攻关',
      giveTypeName: '技术转让',
      tagIds: [needType, giveType],
      status: 0,
      createdAt: '2026-11-21 12:01:00',
    });
    const page2 = await get<Page<MyNeed>>(ctx.app, '/client/mine/need/list?pageNum=2&pageSize=2', {
      token,
    });
    expect(page2.data.records).toHaveLength(1);
  });

  it('shows another member none of them, and a guest 请登录', async () => {
    const other = await registerMember(ctx, { username: 'need_other', certified: true });
    const res = await get<Page<MyNeed>>(ctx.app, '/client/mine/need/list', { token: other.token });
    expect(res.data).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(await get(ctx.app, '/client/mine/need/list')).toMatchObject({ code: -401 });
  });

  it('refuses bad paging', async () => {
    expect(await get(ctx.app, '/client/mine/need/list?pageSize=101', { token })).toMatchObject({
      code: 400,
      msg: '每页条数应为1-100之间的整数',
    });
    expect(await get(ctx.app, '/client/mine/need/list?pageNum=0', { token })).toMatchObject({
      code: 400,
      msg: '页码应为正整数',
    });
  });
});

describe('personal data', () => {
  it('exports the member’s needs and removes them with the account', async () => {
    const member = await registerMember(ctx, { username: 'need_leaver', certified: true });
    await post(ctx.app, '/need/add', valid(), { token: member.token });
    const exported = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token: member.token },
    );
    expect(exported.data.发布的技术需求).toEqual([
      expect.objectContaining({
        需求名称: '高盐废水零排放技术攻关',
        状态: '待审核',
        提交时间: expect.stringMatching(/^2026-11-21 /),
      }),
    ]);
    const before = await countRows(ctx, 'needs');
    const deleted = await post(
      ctx.app,
      '/client/mine/account/delete',
      { password: digestPassword(PASSWORD) },
      { token: member.token },
    );
    expect(deleted.code).toBe(1);
    expect(await countRows(ctx, 'needs')).toBe(before - 1);
  });
});

describe('a need carries its unit, region and contact (issue 26)', () => {
  const detailOf = async (id: number, as?: string) =>
    (
      await get<{
        companyName: string | null;
        regionName: string;
        linkman: string;
        linkphone: string;
      }>(ctx.app, `/client/api/need/detail?id=${id}`, as ? { token: as } : {})
    ).data;
  const publish = async (change: Record<string, unknown> = {}) => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/need/add',
      { ...valid(), ...change },
      { token },
    );
    expect(res.code).toBe(1);
    await ctx.db.updateTable('needs').set({ status: 1 }).where('id', '=', res.data.id).execute();
    return res.data.id;
  };

  it('prefills the form from the certification', async () => {
    const defaults = await get(ctx.app, '/client/mine/need/contact', { token });
    expect(defaults.data).toEqual({
      companyName: '济南华辰智能科技有限公司',
      regionCode: '370102',
      regionName: '历下区',
      linkman: 'need_member',
      linkphone: phone,
    });
    expect((await get(ctx.app, '/client/mine/need/contact')).code).toBe(-401);
  });

  it('stores them at publish time and shows the phone masked to guests', async () => {
    const id = await publish();
    const row = await ctx.db
      .selectFrom('needs')
      .select(['companyName', 'regionCode', 'linkman', 'linkphone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      companyName: '济南华辰智能科技有限公司',
      regionCode: '370102',
      linkman: 'need_member',
      linkphone: phone,
    });
    const shown = await detailOf(id);
    expect(shown).toMatchObject({
      companyName: '济南华辰智能科技有限公司',
      linkman: 'need_member',
    });
    expect(shown.regionName).toContain('历下区');
    expect(shown.linkphone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  });

  it('takes what the member changed in the form; a bad region or phone stores nothing', async () => {
    const id = await publish({
      companyName: '山东华辰新材料研究院',
      regionCode: '370202',
      linkman: '刘工',
      linkphone: '13905320088',
    });
    expect(await detailOf(id)).toMatchObject({
      companyName: '山东华辰新材料研究院',
      linkman: '刘工',
      linkphone: '139****0088',
    });
    const before = await countRows(ctx, 'needs');
    expect(
      (await post(ctx.app, '/need/add', { ...valid(), regionCode: '999999' }, { token })).msg,
    ).toBe('请选择正确的所在地区');
    expect(
      (await post(ctx.app, '/need/add', { ...valid(), linkphone: '123' }, { token })).msg,
    ).toBe('请输入正确的手机号');
    expect(await countRows(ctx, 'needs')).toBe(before);
  });
});
