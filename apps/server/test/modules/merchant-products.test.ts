import {
  AdminMerchantPaths,
  MerchantPaths,
  type Page,
  type ProductRevision,
  type SearchResult,
  ServicePaths,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post, uploadPdf, uploadPng } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { creditCodeOf, firstSubId, twoOrgs } from '../support/merchant.ts';

const ctx = appForFile(createSeededApp);
let reviewer: string;
let catId: number;
let ownerA: string;
let staffA: string;
let ownerB: string;
let plain: string;

beforeAll(async () => {
  reviewer = await readyOperator(ctx, 'product_review', ['review']);
  catId = await firstSubId(ctx, 'serviceCategories');
  const agency = { authType: 8, suffix: '检测中心' };
  ({ ownerA, ownerB, staffA, plain } = await twoOrgs(
    ctx,
    reviewer,
    'prod',
    [creditCodeOf('91370102MA3D00001'), creditCodeOf('91370102MA3D00002')],
    agency,
  ));
});

const NAME = '水质重金属离子检测';
const body = async (token: string, change: Record<string, unknown> = {}) => ({
  serviceName: NAME,
  catId,
  price: 800,
  priceUnit: '元/样品',
  deliveryTerms: '收样后5个工作日内出具CMA检测报告',
  summary: '依据GB 5749检测铅、镉、汞、砷、铬等重金属离子，出具具备CMA资质的检测报告。',
  coverFileId: await uploadPng(ctx.app, token, '封面.png'),
  ...change,
});
const save = (token: string, b: unknown) =>
  post<{ id: number }>(ctx.app, MerchantPaths.productSave, b, { token });
const submit = (token: string, id: number) =>
  post(ctx.app, MerchantPaths.productSubmit, { id }, { token });
const decide = (id: number, b: unknown) =>
  post(ctx.app, AdminMerchantPaths.productRevisionDecide(id), b, { token: reviewer });
const sale = (token: string, productId: number, onSale: 0 | 1) =>
  post(ctx.app, MerchantPaths.productSale, { productId, onSale }, { token });
const mine = (token: string) =>
  get<Page<ProductRevision>>(ctx.app, MerchantPaths.products, { token });
const hallNames = async (keyword: string) => {
  const page = await get<Page<{ serviceName: string; priceUnit: string }>>(
    ctx.app,
    `${ServicePaths.page}?keyword=${encodeURIComponent(keyword)}`,
  );
  return page.data.records.map((r) => r.serviceName);
};

describe('organisation service products', () => {
  it('refuse a guest, a plain member and another organisation', async () => {
    expect((await get(ctx.app, MerchantPaths.products)).code).toBe(-401);
    expect((await save('', await body(plain))).code).toBe(-401);
    expect((await mine(plain)).code).toBe(403);
    expect((await save(plain, await body(plain))).code).toBe(403);
    const { data } = await save(staffA, await body(staffA, { serviceName: '工作人员起草的服务' }));
    expect(data.id).toBeGreaterThan(0);
    expect((await mine(ownerB)).data.records.map((r) => r.id)).not.toContain(data.id);
    expect((await submit(ownerB, data.id)).code).toBe(404);
    expect((await save(ownerB, await body(ownerB, { id: data.id }))).code).toBe(404);
    // Staff write drafts; only the owner sends them to review.
    expect((await submit(staffA, data.id)).msg).toBe('只有机构负责人可以执行此操作');
    // The owner carries on with the staff member's draft and its cover.
    const draft = (await mine(ownerA)).data.records.find((r) => r.id === data.id)!;
    expect(draft.cover?.id).toBeGreaterThan(0);
    const resaved = await save(ownerA, {
      ...(await body(ownerA)),
      id: data.id,
      coverFileId: draft.cover!.id,
    });
    expect(resaved.code, resaved.msg).toBe(1);
    expect((await submit(ownerA, data.id)).msg).toBe('已提交审核');
  });

  it('check the fields with Chinese messages and store nothing on bad input', async () => {
    const ok = await body(ownerA);
    expect((await save(ownerA, { ...ok, serviceName: '' })).msg).toBe('请输入服务名称');
    expect((await save(ownerA, { ...ok, price: 12.5 })).msg).toBe(
      '价格应为0到10000000之间的整数（元），0表示面议',
    );
    expect((await save(ownerA, { ...ok, priceUnit: undefined })).msg).toBe('请选择计价单位');
    expect((await save(ownerA, { ...ok, priceUnit: '元/吨' })).msg).toBe('请选择计价单位');
    const parent = await ctx.db
      .selectFrom('serviceCategories')
      .select('id')
      .where('parentId', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await save(ownerA, { ...ok, catId: parent.id })).msg).toBe(
      '服务分类不正确，请选择二级分类',
    );
    const pdf = await uploadPdf(ctx.app, ownerA, '不是图片.pdf');
    expect((await save(ownerA, { ...ok, coverFileId: pdf })).msg).toBe(
      '封面请上传jpg、png、gif或webp图片',
    );
    const foreign = await uploadPng(ctx.app, ownerB, '别人的封面.png');
    expect((await save(ownerA, { ...ok, coverFileId: foreign })).msg).toBe('上传的文件不存在');
    const rows = await ctx.db
      .selectFrom('productRevisions')
      .select('id')
      .where('serviceName', '=', '')
      .execute();
    expect(rows).toHaveLength(0);
    // 面议 drops the unit; a new product without a cover is not sent to review.
    const talk = await save(ownerA, {
      ...ok,
      serviceName: '面议的服务',
      price: 0,
      coverFileId: undefined,
    });
    expect(talk.code, talk.msg).toBe(1);
    const row = (await mine(ownerA)).data.records.find((r) => r.id === talk.data.id)!;
    expect(row).toMatchObject({ price: 0, priceUnit: '' });
    expect((await submit(ownerA, talk.data.id)).msg).toBe('请上传服务封面图片后再提交审核');
  });

  it('go draft → 待审核 → 已通过, on sale in the hall, its organisation and search at once', async () => {
    const { data } = await save(ownerA, await body(ownerA));
    expect((await decide(data.id, { approve: true })).code).toBe(400);
    expect((await submit(ownerA, data.id)).code).toBe(1);
    expect((await submit(ownerA, data.id)).code).toBe(409);
    expect(await hallNames(NAME)).not.toContain(NAME);
    // The reviewer sees the cover that is still private, by the console's route.
    const queue = await get<Page<ProductRevision>>(
      ctx.app,
      `${AdminMerchantPaths.productRevisions}?keyword=${encodeURIComponent(NAME)}`,
      { token: reviewer },
    );
    const queued = queue.data.records.find((r) => r.id === data.id)!;
    expect(queued.cover?.url).toBe(AdminMerchantPaths.productRevisionCover(data.id));
    const cover = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${queued.cover!.url}`,
      headers: { authorization: reviewer },
    });
    expect(cover.statusCode).toBe(200);
    // Three decisions at once: one lands, one product goes on sale.
    const answers = await Promise.all([
      decide(data.id, { approve: true }),
      decide(data.id, { approve: true }),
      decide(data.id, { approve: true }),
    ]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === '该服务产品已通过，不能进行此操作')).toHaveLength(2);
    const products = await ctx.db
      .selectFrom('techServices')
      .selectAll()
      .where('serviceName', '=', NAME)
      .execute();
    const won = (await mine(ownerA)).data.records.find((r) => r.id === data.id)!;
    expect(products).toHaveLength(1);
    const product = products[0]!;
    expect(product).toMatchObject({ status: 1, priceUnit: '元/样品', salesCount: 0 });
    expect(product.serviceImg).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(won).toMatchObject({ statusName: '已通过', saleStatusName: '已上架' });
    expect(await hallNames(NAME)).toContain(NAME);
    const byOrg = await get<Page<{ serviceName: string }>>(
      ctx.app,
      `${ServicePaths.page}?orgId=${product.orgId}`,
    );
    expect(byOrg.data.records.map((r) => r.serviceName)).toContain(NAME);
    const found = await get<SearchResult>(
      ctx.app,
      `/client/api/search?searchContent=${encodeURIComponent('重金属离子')}&catType=2`,
    );
    expect(found.data.records.some((r) => r.title.replace(/<\/?em>/g, '') === NAME)).toBe(true);
    // The published cover is public now.
    expect((await ctx.app.inject({ method: 'GET', url: product.serviceImg })).statusCode).toBe(200);

    // An edit goes to review; the hall keeps the approved text until it is approved.
    const edit = await save(ownerA, {
      ...(await body(ownerA)),
      productId: product.id,
      serviceName: `${NAME}（加急）`,
      coverFileId: undefined,
    });
    expect(edit.code, edit.msg).toBe(1);
    expect((await save(ownerA, { ...(await body(ownerA)), productId: product.id })).msg).toBe(
      '该服务产品已有未完成的修改，请在原修改上继续',
    );
    await submit(ownerA, edit.data.id);
    expect(await hallNames(NAME)).toEqual([NAME]);
    expect((await decide(edit.data.id, { approve: true })).code).toBe(1);
    expect(await hallNames(NAME)).toEqual([`${NAME}（加急）`]);
    const after = await ctx.db
      .selectFrom('techServices')
      .select(['serviceImg'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(after.serviceImg).toBe(product.serviceImg);

    // 下架 and 上架 by the owner only, of its own products only.
    expect((await sale(staffA, product.id, 0)).msg).toBe('只有机构负责人可以执行此操作');
    expect((await sale(ownerB, product.id, 0)).code).toBe(404);
    expect((await sale(ownerA, product.id, 0)).msg).toBe('已下架');
    expect(await hallNames(NAME)).toEqual([]);
    expect((await mine(ownerA)).data.records.find((r) => r.id === data.id)?.saleStatusName).toBe(
      '已下架',
    );
    expect((await sale(ownerA, product.id, 1)).msg).toBe('已重新上架');
    expect(await hallNames(NAME)).toEqual([`${NAME}（加急）`]);
  });

  it('are withdrawn by the owner while pending only, refused with a reason the owner reads', async () => {
    const { data } = await save(ownerA, await body(ownerA, { serviceName: '可撤回的服务' }));
    expect(
      (await post(ctx.app, MerchantPaths.productWithdraw, { id: data.id }, { token: ownerA })).msg,
    ).toBe('只有待审核的服务产品可以撤回');
    await submit(ownerA, data.id);
    expect(
      (await post(ctx.app, MerchantPaths.productWithdraw, { id: data.id }, { token: ownerA })).msg,
    ).toBe('已撤回');
    const second = await save(ownerA, await body(ownerA, { serviceName: '将被驳回的服务' }));
    await submit(ownerA, second.data.id);
    expect((await decide(second.data.id, { approve: false })).msg).toBe('请填写驳回原因');
    expect((await decide(second.data.id, { approve: false, reason: '缺少CMA证书' })).code).toBe(1);
    const row = (await mine(ownerA)).data.records.find((r) => r.id === second.data.id)!;
    expect(row).toMatchObject({ statusName: '已驳回', reason: '缺少CMA证书', saleStatus: null });
    // A refused draft is edited and sent again.
    const again = await save(ownerA, await body(ownerA, { id: second.data.id }));
    expect(again.code).toBe(1);
    expect((await submit(ownerA, second.data.id)).code).toBe(1);
    const message = await ctx.db
      .selectFrom('messages')
      .select('body')
      .where('title', '=', '服务产品未通过审核')
      .executeTakeFirstOrThrow();
    expect(message.body).toContain('缺少CMA证书');
  });
});
