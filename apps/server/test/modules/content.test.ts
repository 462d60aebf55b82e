import fs from 'node:fs';
import path from 'node:path';
import type {
  BusinessOrg,
  Department,
  DictOption,
  FieldOption,
  HelpArticle,
  HelpCategory,
  ProtocolDetail,
  PublicAccount,
  School,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { appForFile } from '../support/app.ts';
import { get, post } from '../support/client.ts';

const ctx = appForFile();
beforeAll(async () => {
  await seedIfEmpty(ctx.db, ctx.app.log);
});

const publicFile = (url: string) => path.join(ROOT_DIR, 'apps', 'web', 'public', url);

describe('GET /client/api/dict/options', () => {
  it('lists a dictionary in order', async () => {
    const res = await get<DictOption[]>(ctx.app, '/client/api/dict/options?key=company_property');
    expect(res.code).toBe(1);
    expect(res.data.map((o) => o.optName)).toEqual([
      '国有企业',
      '民营企业',
      '外资企业',
      '合资企业',
      '高等院校',
      '科研院所',
      '事业单位',
      '社会团体',
      '其他',
    ]);
    expect(res.data[1]).toEqual({ id: expect.any(Number), optName: '民营企业', optValue: '2' });
  });

  it('serves the other dictionaries forms need', async () => {
    const guaranty = await get<DictOption[]>(ctx.app, '/client/api/dict/options?key=guaranty_type');
    expect(guaranty.data.map((o) => o.optName)).toEqual([
      '信用',
      '抵押',
      '质押',
      '保证',
      '知识产权质押',
    ]);
    const give = await get<DictOption[]>(ctx.app, '/client/api/dict/options?key=give_type');
    expect(give.data.map((o) => o.optName)).toContain('技术入股');
    const maturity = await get<DictOption[]>(ctx.app, '/client/api/dict/options?key=maturity');
    expect(maturity.data.map((o) => o.optName)).toEqual([
      '研发阶段',
      '小试阶段',
      '中试阶段',
      '试生产阶段',
      '批量生产阶段',
    ]);
  });

  it('gives an empty list for an unknown key', async () => {
    const res = await get(ctx.app, '/client/api/dict/options?key=no_such_dict');
    expect(res).toEqual({ code: 1, msg: '操作成功', data: [] });
  });

  it('requires the key', async () => {
    expect(await get(ctx.app, '/client/api/dict/options')).toMatchObject({
      code: 400,
      msg: '请指定字典类型',
    });
    expect(await get(ctx.app, '/client/api/dict/options?key=%20')).toMatchObject({
      code: 400,
      msg: '请指定字典类型',
    });
  });

  it('refuses unknown query fields', async () => {
    const res = await get(ctx.app, '/client/api/dict/options?key=maturity&admin=1');
    expect(res.code).toBe(400);
    expect(res.msg).toContain('admin');
  });
});

describe('GET /client/api/fields/options', () => {
  it('returns a two-level tree of technical fields', async () => {
    const res = await get<FieldOption[]>(ctx.app, '/client/api/fields/options');
    expect(res.code).toBe(1);
    const names = res.data.map((f) => f.name);
    expect(names.slice(0, 4)).toEqual(['电子信息', '生物医药', '新材料', '新能源']);
    expect(names).toContain('文化与科技融合');
    const electronics = res.data[0]!;
    expect(electronics.children?.map((c) => c.name)).toEqual(
      expect.arrayContaining(['集成电路', '人工智能']),
    );
    for (const top of res.data) {
      expect(top.children?.length).toBeGreaterThan(2);
      for (const leaf of top.children ?? []) expect(leaf.children).toBeUndefined();
    }
    const ids = res.data.flatMap((f) => [f.id, ...(f.children ?? []).map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /client/api/business/orgs', () => {
  it('lists agencies with masked phones', async () => {
    const res = await get<BusinessOrg[]>(ctx.app, '/client/api/business/orgs');
    expect(res.code).toBe(1);
    expect(res.data.length).toBeGreaterThanOrEqual(8);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      orgName: '某省技术市场服务中心',
      region: '济南市历下区',
      contact: '王老师',
      telephone: '138****0126',
    });
    for (const org of res.data) expect(org.telephone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });
});

describe('POST /client/api/public/account', () => {
  it('returns both accounts without a body, with local QR images', async () => {
    const res = await post<PublicAccount[]>(ctx.app, '/client/api/public/account');
    expect(res.code).toBe(1);
    expect(res.data.map((a) => a.type)).toEqual([1, 2]);
    for (const account of res.data) {
      expect(account.qrImage).toMatch(/^\/images\/qr-[a-z-]+\.svg$/);
      expect(fs.readFileSync(publicFile(account.qrImage), 'utf8')).toContain('<svg');
    }
  });

  it('filters by type from a form or JSON', async () => {
    const form = await post<PublicAccount[]>(
      ctx.app,
      '/client/api/public/account',
      { type: '2' },
      { form: true },
    );
    expect(form.data).toEqual([
      { type: 2, name: '科技成果转化服务平台小程序', qrImage: '/images/qr-mini-program.svg' },
    ]);
    const json = await post<PublicAccount[]>(ctx.app, '/client/api/public/account', { type: 1 });
    expect(json.data.map((a) => a.name)).toEqual(['科技成果转化服务平台公众号']);
    const blank = await post<PublicAccount[]>(
      ctx.app,
      '/client/api/public/account',
      { type: '' },
      { form: true },
    );
    expect(blank.data).toHaveLength(2);
  });

  it('refuses a bad type and unknown fields', async () => {
    expect(await post(ctx.app, '/client/api/public/account', { type: 3 })).toMatchObject({
      code: 400,
      msg: '账号类型不正确',
    });
    const unknown = await post(ctx.app, '/client/api/public/account', { type: 1, extra: 'x' });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('extra');
  });
});

describe('POST /client/api/protocol/detail', () => {
  it('returns the user agreement (form post)', async () => {
    const res = await post<ProtocolDetail>(
      ctx.app,
      '/client/api/protocol/detail',
      { type: '1' },
      { form: true },
    );
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ type: 1, title: '用户协议', updatedAt: '2026-11-01' });
    for (const section of [
      '总则',
      '账号注册与使用',
      '用户信息保护',
      '知识产权',
      '交易规则',
      '免责声明',
      '联系方式',
    ]) {
      expect(res.data.content).toContain(section);
    }
  });

  it('returns the platform notice (JSON)', async () => {
    const res = await post<ProtocolDetail>(ctx.app, '/client/api/protocol/detail', { type: 2 });
    expect(res.data).toMatchObject({ type: 2, title: '平台须知' });
    for (const section of ['发布信息真实性', '成果交易流程', '认证说明']) {
      expect(res.data.content).toContain(section);
    }
  });

  it.each([
    ['no body', undefined],
    ['missing type', {}],
    ['type 3', { type: 3 }],
    ['type abc', { type: 'abc' }],
  ])('refuses %s with 协议类型不正确', async (_name, body) => {
    const res = await post(ctx.app, '/client/api/protocol/detail', body);
    expect(res).toEqual({ code: 400, msg: '协议类型不正确', data: null });
  });

  it('refuses unknown fields', async () => {
    const res = await post(ctx.app, '/client/api/protocol/detail', { type: 1, lang: 'en' });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('lang');
  });
});

describe('help centre', () => {
  it('lists the categories with their article titles', async () => {
    const res = await get<HelpCategory[]>(ctx.app, '/client/api/b/list');
    expect(res.code).toBe(1);
    expect(res.data.map((c) => c.name)).toEqual([
      '新手入门',
      '账号与认证',
      '成果与需求发布',
      '交易与竞价',
      '创新券',
      '常见问题',
    ]);
    for (const category of res.data) {
      expect(category.articles.length).toBeGreaterThanOrEqual(3);
      expect(category.articles.length).toBeLessThanOrEqual(5);
    }
    expect(res.data[0]!.articles[1]!.title).toBe('如何注册账号');
  });

  it('returns a listed article', async () => {
    const list = await get<HelpCategory[]>(ctx.app, '/client/api/b/list');
    const category = list.data[5]!;
    const summary = category.articles[0]!;
    const res = await post<HelpArticle>(
      ctx.app,
      '/client/api/b/detail',
      { id: String(summary.id) },
      { form: true },
    );
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      id: summary.id,
      title: '收不到短信验证码怎么办',
      categoryId: category.id,
      updatedAt: '2026-11-10',
    });
    expect(res.data.content).toContain('60秒');
  });

  it('answers 404 for an unknown article', async () => {
    const res = await post(ctx.app, '/client/api/b/detail', { id: 999999 });
    expect(res).toEqual({ code: 404, msg: '文章不存在', data: null });
  });

  it('refuses a missing id and unknown fields', async () => {
    expect(await post(ctx.app, '/client/api/b/detail', {})).toMatchObject({
      code: 400,
      msg: '文章编号不正确',
    });
    const unknown = await post(ctx.app, '/client/api/b/detail', { id: 1, title: 'x' });
    expect(unknown.code).toBe(400);
  });
});

describe('schools and departments', () => {
  it('lists universities', async () => {
    const res = await get<School[]>(ctx.app, '/client/api/school/list');
    expect(res.code).toBe(1);
    expect(res.data.length).toBeGreaterThanOrEqual(20);
    expect(res.data[0]!.name).toBe('山东大学');
    expect(new Set(res.data.map((s) => s.name)).size).toBe(res.data.length);
  });

  it('lists the departments of one school, or of all', async () => {
    const schools = await get<School[]>(ctx.app, '/client/api/school/list');
    const sdu = schools.data[0]!;
    const one = await get<Department[]>(ctx.app, `/client/api/department/list?schoolId=${sdu.id}`);
    expect(one.code).toBe(1);
    expect(one.data.every((d) => d.schoolId === sdu.id)).toBe(true);
    expect(one.data.map((d) => d.name)).toContain('计算机科学与技术学院');

    const all = await get<Department[]>(ctx.app, '/client/api/department/list');
    expect(all.data.length).toBeGreaterThan(one.data.length);
    expect(new Set(all.data.map((d) => d.schoolId)).size).toBe(schools.data.length);
    expect(all.data.slice(0, one.data.length)).toEqual(one.data);

    expect((await get(ctx.app, '/client/api/department/list?schoolId=')).code).toBe(1);
    expect(await get(ctx.app, '/client/api/department/list?schoolId=999999')).toMatchObject({
      code: 1,
      data: [],
    });
  });

  it('refuses a bad schoolId', async () => {
    expect(await get(ctx.app, '/client/api/department/list?schoolId=abc')).toMatchObject({
      code: 400,
      msg: '学校编号不正确',
    });
  });
});

it('serves the OpenAPI document with the content paths', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/gateway/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/gateway/client/api/b/detail', '/gateway/client/api/pc/locations']),
  );
});
