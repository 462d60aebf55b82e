import {
  AdminMerchantPaths,
  type MerchantMe,
  MerchantPaths,
  type MyOutcome,
  type OutcomeDetail,
  type OutcomeRevision,
  type Page,
  type SearchResult,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post, uploadPdf, uploadPng } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { creditCodeOf, firstSubId, twoOrgs } from '../support/merchant.ts';

const ctx = appForFile(createSeededApp);
let reviewer: string;
let fieldId: number;
let ownerA: string;
let staffA: string;
let ownerB: string;
let plain: string;

beforeAll(async () => {
  reviewer = await readyOperator(ctx, 'outcome_review', ['review']);
  fieldId = await firstSubId(ctx, 'techFields');
  ({ ownerA, ownerB, staffA, plain } = await twoOrgs(ctx, reviewer, 'out', [
    creditCodeOf('91370102MA3C00001'),
    creditCodeOf('91370102MA3C00002'),
  ]));
});

const NAME = '低温等离子体废气净化装置';
const body = (change: Record<string, unknown> = {}) => ({
  goodsName: NAME,
  techFieldId: fieldId,
  regionCode: '370102',
  maturity: 2,
  cooperationType: 1,
  price: 0,
  keywords: '等离子体、废气处理',
  summary: '采用介质阻挡放电产生低温等离子体，分解工业废气中的挥发性有机物，去除率达95%以上。',
  linkman: '张老师',
  linkphone: '13905310002',
  patents: [{ no: 'ZL202110000001.2', name: '一种低温等离子体废气处理装置' }],
  ...change,
});
const save = (token: string, b: unknown) =>
  post<{ id: number }>(ctx.app, MerchantPaths.outcomeSave, b, { token });
const submit = (token: string, id: number) =>
  post(ctx.app, MerchantPaths.outcomeSubmit, { id }, { token });
const decide = (id: number, b: unknown) =>
  post(ctx.app, AdminMerchantPaths.outcomeRevisionDecide(id), b, { token: reviewer });
const mine = (token: string) =>
  get<Page<OutcomeRevision>>(ctx.app, MerchantPaths.outcomes, { token });
const marketHas = async (name: string) => {
  const page = await get<Page<{ goodsName: string }>>(
    ctx.app,
    `/client/api/outcome/page?keyword=${encodeURIComponent(name)}`,
  );
  return page.data.records.some((r) => r.goodsName === name);
};

describe('organisation outcomes', () => {
  it('refuse a guest, a plain member and another organisation', async () => {
    expect((await get(ctx.app, MerchantPaths.outcomes)).code).toBe(-401);
    expect((await save('', body())).code).toBe(-401);
    expect((await mine(plain)).code).toBe(403);
    expect((await save(plain, body())).code).toBe(403);
    const { data } = await save(staffA, body({ goodsName: '工作人员起草的成果' }));
    // Staff of another organisation neither see nor move it.
    expect((await mine(ownerB)).data.records.map((r) => r.id)).not.toContain(data.id);
    expect((await submit(ownerB, data.id)).code).toBe(404);
    expect((await save(ownerB, body({ id: data.id }))).code).toBe(404);
    // Its own owner carries on with it.
    expect((await submit(ownerA, data.id)).msg).toBe('已提交审核');
  });

  it('check the fields with Chinese messages and store nothing on bad input', async () => {
    expect((await save(ownerA, body({ goodsName: '' }))).msg).toBe('请输入成果名称');
    expect((await save(ownerA, body({ price: -1 }))).msg).toBe(
      '价格应为0到100000000之间的数字，0表示面议',
    );
    expect((await save(ownerA, body({ linkphone: '123' }))).msg).toBe('请输入正确的手机号码');
    expect((await save(ownerA, body({ techFieldId: 999999 }))).msg).toBe('技术领域不正确');
    const foreign = await uploadPdf(ctx.app, ownerB, '别人的附件.pdf');
    expect((await save(ownerA, body({ attachmentFileIds: [foreign] }))).msg).toBe(
      '上传的文件不存在',
    );
    const rows = await ctx.db
      .selectFrom('outcomeRevisions')
      .select('id')
      .where('goodsName', '=', '')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('go draft → 待审核 → 已发布, show in the market, search and MyResult at once', async () => {
    const { data } = await save(ownerA, body());
    expect((await mine(ownerA)).data.records.find((r) => r.id === data.id)?.statusName).toBe(
      '草稿',
    );
    // Not reviewable before it is submitted; not submitted twice.
    expect((await decide(data.id, { approve: true })).code).toBe(400);
    expect((await submit(ownerA, data.id)).code).toBe(1);
    expect((await submit(ownerA, data.id)).code).toBe(409);
    expect(await marketHas(NAME)).toBe(false);
    // Two decisions at once: one lands.
    const answers = await Promise.all([
      decide(data.id, { approve: true }),
      decide(data.id, { approve: true }),
      decide(data.id, { approve: true }),
    ]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === '该成果已发布，不能进行此操作')).toHaveLength(2);
    expect(await marketHas(NAME)).toBe(true);
    const found = await get<SearchResult>(
      ctx.app,
      `/client/api/search?searchStr=${encodeURIComponent('低温等离子体')}&type=1`,
    );
    expect(found.data.records.some((r) => r.title.replace(/<\/?em>/g, '') === NAME)).toBe(true);
    const myResult = await get<Page<MyOutcome>>(ctx.app, '/client/mine/outcome/list', {
      token: ownerA,
    });
    expect(myResult.data.records.some((r) => r.goodsName === NAME)).toBe(true);
    const outcomes = await ctx.db
      .selectFrom('outcomes')
      .select(['id', 'orgName', 'status'])
      .where('goodsName', '=', NAME)
      .execute();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ orgName: 'out_owner_a大学', status: 1 });

    // An edit goes to review; the market keeps the approved text until it is approved.
    const outcomeId = outcomes[0]!.id;
    const edit = await save(ownerA, body({ outcomeId, goodsName: `${NAME}（第二代）` }));
    expect(edit.code).toBe(1);
    expect((await save(ownerA, body({ outcomeId }))).msg).toBe(
      '该成果已有未完成的修改，请在原修改上继续',
    );
    await submit(ownerA, edit.data.id);
    expect(await marketHas(NAME)).toBe(true);
    expect(await marketHas(`${NAME}（第二代）`)).toBe(false);
    expect((await decide(edit.data.id, { approve: true })).code).toBe(1);
    expect(await marketHas(`${NAME}（第二代）`)).toBe(true);
    const count = await ctx.db
      .selectFrom('outcomes')
      .select('id')
      .where('orgId', 'is not', null)
      .where('goodsName', 'like', `${NAME}%`)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('publish their cover and show their patents on the public detail', async () => {
    const cover = await uploadPng(ctx.app, staffA, '成果封面.png');
    const name = '带封面和专利的成果';
    const { data } = await save(ownerA, body({ goodsName: name, coverFileId: cover }));
    const draft = (await mine(ownerA)).data.records.find((r) => r.id === data.id)!;
    expect(draft.cover).toMatchObject({ id: cover, isPublic: false });
    const foreign = await uploadPng(ctx.app, ownerB, '别人的封面.png');
    expect((await save(ownerA, body({ id: data.id, coverFileId: foreign }))).msg).toBe(
      '上传的文件不存在',
    );
    await submit(ownerA, data.id);
    const queue = await get<Page<OutcomeRevision>>(
      ctx.app,
      `${AdminMerchantPaths.outcomeRevisions}?keyword=${encodeURIComponent(name)}`,
      { token: reviewer },
    );
    const url = queue.data.records[0]!.cover!.url;
    expect(url).toBe(AdminMerchantPaths.outcomeRevisionCover(data.id));
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${url}`,
      headers: { authorization: reviewer },
    });
    expect(seen.statusCode).toBe(200);
    expect((await decide(data.id, { approve: true })).code).toBe(1);
    const outcome = await ctx.db
      .selectFrom('outcomes')
      .select(['id', 'coverImg'])
      .where('goodsName', '=', name)
      .executeTakeFirstOrThrow();
    expect(outcome.coverImg).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: outcome.coverImg })).statusCode).toBe(200);
    const detail = await get<OutcomeDetail>(ctx.app, `/client/api/outcome/detail?id=${outcome.id}`);
    expect(detail.data.patents).toEqual([
      { no: 'ZL202110000001.2', name: '一种低温等离子体废气处理装置' },
    ]);
  });

  it('are withdrawn while pending only, and refused with a reason the author reads', async () => {
    const { data } = await save(ownerA, body({ goodsName: '可撤回的成果' }));
    expect(
      (await post(ctx.app, MerchantPaths.outcomeWithdraw, { id: data.id }, { token: ownerA })).msg,
    ).toBe('只有待审核的成果可以撤回');
    await submit(ownerA, data.id);
    expect(
      (await post(ctx.app, MerchantPaths.outcomeWithdraw, { id: data.id }, { token: ownerA })).msg,
    ).toBe('已撤回');
    const second = await save(ownerA, body({ goodsName: '将被驳回的成果' }));
    await submit(ownerA, second.data.id);
    expect((await decide(second.data.id, { approve: false })).msg).toBe('请填写驳回原因');
    expect((await decide(second.data.id, { approve: false, reason: '缺少专利证书' })).code).toBe(1);
    const row = (await mine(ownerA)).data.records.find((r) => r.id === second.data.id)!;
    expect(row).toMatchObject({ statusName: '已驳回', reason: '缺少专利证书' });
    const me = await get<MerchantMe>(ctx.app, MerchantPaths.me, { token: ownerA });
    const message = await ctx.db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.userId')
      .select(['messages.title', 'users.username'])
      .where('messages.title', '=', '成果未通过审核')
      .executeTakeFirstOrThrow();
    expect(message.username).toBe(me.data.username);
  });
});
