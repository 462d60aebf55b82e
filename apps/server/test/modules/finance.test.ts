import type { DictOption, FinanceCategory, MyFinanceApply, Page } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get, nextPhone, post, registerMember, smsCode } from '../support/client.ts';
import { chars, countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
let stateOwned: DictOption;
beforeAll(async () => {
  // The demo seed has financing needs (issue 12); these tests count the dialog's own writes.
  await ctx.db.deleteFrom('financingUndertakings').execute();
  await ctx.db.deleteFrom('financingDemands').execute();
  token = (await registerMember(ctx, { username: 'finance_member' })).token;
  const dict = await get<DictOption[]>(ctx.app, '/client/api/dict/options?key=company_property');
  stateOwned = dict.data[0]!;
});

/** Sends a purpose-4 code to a fresh phone (a minute apart, as the resend rule wants). */
async function codeFor(telephone = nextPhone()) {
  ctx.clock.advance(61_000);
  const sent = await post(ctx.app, '/api/home/phone/captcha', { telephone }, { token });
  expect(sent).toEqual({ code: 1, msg: '验证码已发送', data: null });
  return { telephone, captcha: await smsCode(ctx.app, telephone, 4) };
}

const loan = (linkPhone: string, captcha: string) => ({
  companyName: '济南华辰智能科技有限公司',
  applyMoney: '500.5',
  guarantyType: 1,
  moneyUse: '购置研发设备',
  businessScope: '工业视觉检测设备研发、生产和销售',
  linkName: '王经理',
  linkPhone,
  captcha,
});

const financing = (linkPhone: string, captcha: string) => ({
  companyName: '青岛海拓新材料有限公司',
  applyMoney: 2000,
  projectDesc: '石墨烯导热膜产业化项目',
  stockPecent: '10.5',
  linkPhone,
  captcha,
});

const demand = () => ({
  companyName: '淄博恒润新能源有限公司',
  companyAddress: '淄博市高新区正通路88号',
  legalPerson: '李明',
  mainBusiness: '储能电池系统研发与制造',
  linkman: '张经理',
  linkphone: '13905330001',
  'companyProperty[id]': String(stateOwned.id),
  'companyProperty[optName]': stateOwned.optName,
  joinReason: '需要流动资金贷款扩大产能',
  signCategory: 'REQUIREMENT',
});

describe('GET /client/api/finance/cat/list', () => {
  it('lists the finance categories in order', async () => {
    const res = await get<FinanceCategory[]>(ctx.app, '/client/api/finance/cat/list');
    expect(res.data.map((c) => c.catName).slice(0, 4)).toEqual([
      '科技信贷',
      '知识产权质押融资',
      '科技保险',
      '股权投资',
    ]);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      catName: '科技信贷',
      catDesc: expect.any(String),
      catImg: '/images/demo/finance/cat-1.svg',
    });
  });
});

describe('POST /api/home/phone/captcha', () => {
  it('needs a member', async () => {
    expect(await post(ctx.app, '/api/home/phone/captcha', { telephone: nextPhone() })).toEqual({
      code: -401,
      msg: '请登录',
      data: null,
    });
  });

  it.each([
    ['no phone', {}],
    ['a blank phone', { telephone: '' }],
    ['a bad phone', { telephone: '12345678901' }],
  ])('answers 请输入正确手机号 for %s', async (_case, body) => {
    expect(await post(ctx.app, '/api/home/phone/captcha', body, { token })).toEqual({
      code: 400,
      msg: '请输入正确手机号',
      data: null,
    });
  });

  it('sends a code of purpose 4 and keeps the resend interval', async () => {
    const { telephone } = await codeFor();
    expect(await post(ctx.app, '/api/home/phone/captcha', { telephone }, { token })).toMatchObject({
      code: 429,
    });
  });
});

describe('POST /api/home/add/loan/apply', () => {
  it('tells a guest 请登录', async () => {
    expect(
      await post(ctx.app, '/api/home/add/loan/apply', loan('13800000000', '123456')),
    ).toMatchObject({
      code: -401,
      msg: '请登录',
    });
  });

  it.each([
    ['linkPhone missing', { linkPhone: undefined }, '请输入手机号'],
    ['linkPhone invalid', { linkPhone: '1380013800' }, '请输入正确的手机号'],
    ['businessScope of 301 characters', { businessScope: chars(301) }, '最多输入300个字符'],
    ['moneyUse of 301 characters', { moneyUse: chars(301) }, '最多输入300个字符'],
    ['companyName missing', { companyName: '' }, '请输入企业名称'],
    ['applyMoney missing', { applyMoney: undefined }, '请输入申请金额'],
    ['applyMoney not money', { applyMoney: '12.345' }, '请输入正确的金额'],
    ['guarantyType missing', { guarantyType: undefined }, '请选择担保方式'],
    ['guarantyType unknown', { guarantyType: 99 }, '请选择担保方式'],
    ['linkName missing', { linkName: ' ' }, '请输入联系人'],
    ['captcha missing', { captcha: '' }, '请输入验证码'],
    ['an unknown field', { extra: 1 }, '不支持的字段：extra'],
  ])('refuses %s and stores nothing', async (_case, change, msg) => {
    const before = await countRows(ctx, 'loanApplications');
    const body: Record<string, unknown> = { ...loan('13800001111', '123456'), ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(await post(ctx.app, '/api/home/add/loan/apply', body, { token })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await countRows(ctx, 'loanApplications')).toBe(before);
  });

  it('refuses a wrong code, a code never sent and a code sent for another purpose', async () => {
    const { telephone } = await codeFor();
    expect(
      await post(ctx.app, '/api/home/add/loan/apply', loan(telephone, '000000'), { token }),
    ).toEqual({
      code: 400,
      msg: '验证码错误，还可尝试4次',
      data: null,
    });
    expect(
      await post(ctx.app, '/api/home/add/loan/apply', loan(nextPhone(), '123456'), { token }),
    ).toMatchObject({
      code: 400,
      msg: '验证码错误或已失效，请重新获取',
    });
    const phone = nextPhone();
    await post(ctx.app, '/client/api/send/captcha', { type: 2, telephone: phone });
    const registerCode = await smsCode(ctx.app, phone, 2);
    expect(
      await post(ctx.app, '/api/home/add/loan/apply', loan(phone, registerCode), { token }),
    ).toMatchObject({
      code: 400,
      msg: '验证码错误或已失效，请重新获取',
    });
    expect(await countRows(ctx, 'loanApplications')).toBe(0);
  });

  it('stores the application with who and when; the code is single use', async () => {
    const { telephone, captcha } = await codeFor();
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/home/add/loan/apply',
      loan(telephone, captcha),
      { token },
    );
    expect(res).toEqual({ code: 1, msg: '提交成功', data: { id: expect.any(Number) } });
    const row = await ctx.db
      .selectFrom('loanApplications')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      companyName: '济南华辰智能科技有限公司',
      guarantyType: 1,
      linkPhone: telephone,
      status: 0,
      createdAt: ctx.clock.now(),
    });
    expect(Number(row.applyMoney)).toBe(500.5);
    expect(row.userId).toBeGreaterThan(0);
    expect(
      await post(ctx.app, '/api/home/add/loan/apply', loan(telephone, captcha), { token }),
    ).toMatchObject({
      code: 400,
    });
  });
});

describe('POST /api/home/add/financing/demand', () => {
  it.each([
    ['linkPhone missing', { linkPhone: undefined }, '请输入手机号'],
    ['linkPhone invalid', { linkPhone: 'abc' }, '请输入正确的手机号'],
    ['projectDesc of 301 characters', { projectDesc: chars(301) }, '最多输入300个字符'],
    ['companyName missing', { companyName: undefined }, '请输入企业名称'],
    ['applyMoney missing', { applyMoney: '' }, '请输入申请金额'],
    ['stockPecent over 100', { stockPecent: 120 }, '请输入正确的出让股权比例'],
    ['captcha missing', { captcha: undefined }, '请输入验证码'],
  ])('refuses %s and stores nothing', async (_case, change, msg) => {
    const body: Record<string, unknown> = { ...financing('13800002222', '123456'), ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(await post(ctx.app, '/api/home/add/financing/demand', body, { token })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await countRows(ctx, 'financingDemands')).toBe(0);
  });

  it('tells a guest 请登录, refuses a wrong code, stores a good one', async () => {
    expect(
      await post(ctx.app, '/api/home/add/financing/demand', financing('13800002222', '123456')),
    ).toMatchObject({
      code: -401,
    });
    const { telephone, captcha } = await codeFor();
    expect(
      await post(ctx.app, '/api/home/add/financing/demand', financing(telephone, '111111'), {
        token,
      }),
    ).toMatchObject({
      code: 400,
      msg: '验证码错误，还可尝试4次',
    });
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/home/add/financing/demand',
      financing(telephone, captcha),
      { token },
    );
    expect(res).toMatchObject({ code: 1, msg: '提交成功' });
    const row = await ctx.db.selectFrom('financingDemands').selectAll().executeTakeFirstOrThrow();
    expect(Number(row.stockPercent)).toBe(10.5);
    expect(Number(row.applyMoney)).toBe(2000);
    expect(row.createdAt).toBe(ctx.clock.now());
  });
});

describe('POST /client/finance/mine/sign (finance demand application)', () => {
  it('stores a form post and answers msg SUCCESS', async () => {
    const res = await post<{ id: number }>(ctx.app, '/client/finance/mine/sign', demand(), {
      token,
      form: true,
    });
    expect(res).toEqual({ code: 1, msg: 'SUCCESS', data: { id: expect.any(Number) } });
    const row = await ctx.db
      .selectFrom('financeDemandApplications')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      companyName: '淄博恒润新能源有限公司',
      companyPropertyId: stateOwned.id,
      companyPropertyName: '国有企业',
      signCategory: 'REQUIREMENT',
      ownQuality: null,
      status: 0,
      createdAt: ctx.clock.now(),
    });
  });

  it('accepts JSON with companyProperty as an object, and fills in signCategory', async () => {
    const {
      'companyProperty[id]': _id,
      'companyProperty[optName]': _name,
      signCategory: _s,
      ...rest
    } = demand();
    const body = {
      ...rest,
      companyProperty: { id: stateOwned.id, optName: '随便写的名字' },
      ownQuality: '高新技术企业',
    };
    const res = await post<{ id: number }>(ctx.app, '/client/finance/mine/sign', body, { token });
    expect(res.msg).toBe('SUCCESS');
    const row = await ctx.db
      .selectFrom('financeDemandApplications')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    // The stored name is the dictionary's.
    expect(row.companyPropertyName).toBe('国有企业');
    expect(row.signCategory).toBe('REQUIREMENT');
  });

  it.each([
    ['companyName missing', { companyName: '' }, '请输入单位名称'],
    ['legalPerson missing', { legalPerson: undefined }, '请输入法人代表'],
    [
      'companyProperty missing',
      { 'companyProperty[id]': undefined, 'companyProperty[optName]': undefined },
      '请选择单位性质',
    ],
    ['companyProperty unknown', { 'companyProperty[id]': '99999' }, '请选择单位性质'],
    ['linkman missing', { linkman: ' ' }, '请输入联系人'],
    ['linkphone missing', { linkphone: '' }, '请输入联系电话'],
    ['linkphone invalid', { linkphone: '1390533' }, '请输入正确的手机号'],
    ['companyAddress missing', { companyAddress: undefined }, '请输入公司注册地址'],
    ['mainBusiness missing', { mainBusiness: '' }, '请输入公司主营业务'],
    ['joinReason missing', { joinReason: '' }, '请输入公司需求描述'],
    ['joinReason of 31 characters', { joinReason: chars(31) }, '最多输入30个字符'],
    ['another signCategory', { signCategory: 'PRODUCT' }, '报名类别不正确'],
    ['an unknown field', { businessLocation: '济南' }, '不支持的字段：businessLocation'],
  ])('refuses %s and stores nothing', async (_case, change, msg) => {
    const before = await countRows(ctx, 'financeDemandApplications');
    const body: Record<string, unknown> = { ...demand(), ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(await post(ctx.app, '/client/finance/mine/sign', body, { token, form: true })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await countRows(ctx, 'financeDemandApplications')).toBe(before);
  });

  it('accepts joinReason of exactly 30 characters and tells a guest 请登录', async () => {
    expect(
      (
        await post(
          ctx.app,
          '/client/finance/mine/sign',
          { ...demand(), joinReason: chars(30) },
          { token, form: true },
        )
      ).msg,
    ).toBe('SUCCESS');
    expect(
      await post(ctx.app, '/client/finance/mine/sign', demand(), { form: true }),
    ).toMatchObject({
      code: -401,
      msg: '请登录',
    });
  });
});

describe('GET /client/mine/finance/apply/list', () => {
  it('lists the member’s loan, financing and demand submissions, newest first', async () => {
    const res = await get<Page<MyFinanceApply>>(
      ctx.app,
      '/client/mine/finance/apply/list?pageSize=20',
      { token },
    );
    expect(res.data.total).toBe(5);
    expect(res.data.records.map((r) => r.kind).sort()).toEqual([1, 2, 3, 3, 3]);
    const loanRow = res.data.records.find((r) => r.kind === 1)!;
    expect(loanRow).toMatchObject({
      companyName: '济南华辰智能科技有限公司',
      applyMoney: 500.5,
      linkman: '王经理',
      summary: '担保方式：信用；购置研发设备',
      status: 0,
    });
    expect(res.data.records.find((r) => r.kind === 3)).toMatchObject({
      applyMoney: null,
      linkman: '张经理',
    });
    const times = res.data.records.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by kind and pages', async () => {
    const demands = await get<Page<MyFinanceApply>>(
      ctx.app,
      '/client/mine/finance/apply/list?kind=3&pageSize=2',
      { token },
    );
    expect(demands.data.total).toBe(3);
    expect(demands.data.records).toHaveLength(2);
    expect(demands.data.records.every((r) => r.kind === 3)).toBe(true);
    expect(await get(ctx.app, '/client/mine/finance/apply/list?kind=4', { token })).toMatchObject({
      code: 400,
      msg: '申请类型不正确',
    });
  });

  it('shows another member nothing and a guest 请登录', async () => {
    const other = await registerMember(ctx, { username: 'finance_other' });
    const res = await get<Page<MyFinanceApply>>(ctx.app, '/client/mine/finance/apply/list', {
      token: other.token,
    });
    expect(res.data).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(await get(ctx.app, '/client/mine/finance/apply/list')).toMatchObject({ code: -401 });
  });
});
