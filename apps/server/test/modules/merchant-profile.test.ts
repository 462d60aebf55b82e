import {
  AdminMerchantPaths,
  MerchantPaths,
  type OrgChange,
  type OrgProfile,
  type Page,
  type ProviderDetail,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import type { TestContext } from '../support/app.ts';
import { get, post, uploadPdf, uploadPng } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { creditCodeOf, twoOrgs } from '../support/merchant.ts';

let ctx: TestContext;
let reviewer: string;
let ownerA: string;
let staffA: string;
let ownerB: string;
let plain: string;
let fieldId: number;

const CODE_A = creditCodeOf('91370102MA3E00001');
const CODE_B = creditCodeOf('91370102MA3E00002');

beforeAll(async () => {
  ctx = await createSeededApp();
  reviewer = await readyOperator(ctx, 'profile_review', ['review']);
  ({ ownerA, ownerB, staffA, plain } = await twoOrgs(ctx, reviewer, 'prof', [CODE_A, CODE_B]));
  const field = await ctx.db
    .selectFrom('techFields')
    .select('id')
    .where('parentId', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  fieldId = field.id;
});
afterAll(() => ctx.close());

const profile = (token: string) => get<OrgProfile>(ctx.app, MerchantPaths.profile, { token });
const saveProfile = (token: string, change: Record<string, unknown> = {}) =>
  post(
    ctx.app,
    MerchantPaths.profileSave,
    {
      contact: '王老师',
      telephone: '13905310009',
      address: '济南市历下区山大南路27号',
      techFieldId: fieldId,
      intro: '技术转移中心面向企业开放专利许可和联合研发。',
      ...change,
    },
    { token },
  );
const askChange = (token: string, change: Record<string, unknown> = {}) =>
  post<{ id: number }>(
    ctx.app,
    MerchantPaths.profileChange,
    {
      orgName: 'prof_owner_a理工大学',
      creditCode: CODE_A,
      authType: 3,
      regionCode: '370102',
      ...change,
    },
    { token },
  );
const decide = (id: number, b: unknown) =>
  post(ctx.app, AdminMerchantPaths.orgChangeDecide(id), b, { token: reviewer });
const provider = (id: number) =>
  get<ProviderDetail>(ctx.app, `/client/api/provider/detail?id=${id}`);

describe('organisation profile', () => {
  it('is read by its members, written by its owner only', async () => {
    expect((await get(ctx.app, MerchantPaths.profile)).code).toBe(-401);
    expect((await profile(plain)).code).toBe(403);
    const mine = await profile(staffA);
    expect(mine.data).toMatchObject({ orgName: 'prof_owner_a大学', creditCode: CODE_A });
    expect((await saveProfile(staffA)).msg).toBe('只有机构负责人可以执行此操作');
    expect((await askChange(staffA)).msg).toBe('只有机构负责人可以执行此操作');
    expect((await saveProfile(plain)).code).toBe(403);
  });

  it('changes contact, phone, address, field and introduction at once on the public page', async () => {
    expect((await saveProfile(ownerA, { telephone: '123' })).msg).toBe('请输入正确的手机号码');
    expect((await saveProfile(ownerA, { techFieldId: 999999 })).msg).toBe('技术领域不正确');
    expect((await saveProfile(ownerA, { intro: '' })).msg).toBe('请输入机构简介');
    const before = (await profile(ownerA)).data;
    expect(before.contact).toBe('张老师');
    expect((await saveProfile(ownerA)).msg).toBe('机构资料已更新');
    const after = (await profile(ownerA)).data;
    expect(after).toMatchObject({ contact: '王老师', techFieldId: fieldId });
    // The field is optional: an agency working across fields has none.
    expect((await saveProfile(ownerB, { techFieldId: undefined })).code).toBe(1);
    expect((await profile(ownerB)).data.techFieldId).toBeNull();
    const detail = (await provider(after.id)).data;
    expect(detail).toMatchObject({
      contact: '王老师',
      telephone: '139****0009',
      address: '济南市历下区山大南路27号',
      intro: '技术转移中心面向企业开放专利许可和联合研发。',
    });
  });

  it('changes name, credit code, kind, region and logo only after review', async () => {
    const me = (await profile(ownerA)).data;
    expect((await askChange(ownerA, { orgName: me.orgName })).msg).toBe(
      '机构名称、信用代码、类型、地区和logo都没有变化，无需提交',
    );
    expect((await askChange(ownerA, { creditCode: CODE_B })).msg).toBe(
      '该统一社会信用代码已属于另一家入驻机构',
    );
    expect((await askChange(ownerA, { creditCode: '91370102MA3E000010' })).msg).toBe(
      '请输入正确的18位统一社会信用代码',
    );
    const pdf = await uploadPdf(ctx.app, ownerA, 'logo.pdf');
    expect((await askChange(ownerA, { logoFileId: pdf })).msg).toBe('机构logo请上传图片');
    const foreign = await uploadPng(ctx.app, ownerB, '别人的logo.png');
    expect((await askChange(ownerA, { logoFileId: foreign })).msg).toBe('上传的文件不存在');

    const logo = await uploadPng(ctx.app, ownerA, 'logo.png');
    const asked = await askChange(ownerA, { logoFileId: logo, regionCode: '370103' });
    expect(asked.msg).toBe('变更已提交，审核通过后生效');
    expect((await askChange(ownerA)).msg).toBe(
      '已有一份待审核的机构信息变更，请等待审核结果或先撤回',
    );
    // Nothing public changes while it waits.
    const waiting = (await profile(ownerA)).data;
    expect(waiting).toMatchObject({ orgName: 'prof_owner_a大学', regionCode: '370102' });
    expect(waiting.change).toMatchObject({ statusName: '待审核', orgName: 'prof_owner_a理工大学' });
    expect((await provider(me.id)).data.orgName).toBe('prof_owner_a大学');

    // The console sees the private logo by its own route; two approvals at once: one lands.
    const queue = await get<Page<OrgChange>>(ctx.app, AdminMerchantPaths.orgChanges, {
      token: reviewer,
    });
    const queued = queue.data.records.find((r) => r.id === asked.data.id)!;
    expect(queued.logo?.url).toBe(AdminMerchantPaths.orgChangeLogo(asked.data.id));
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${queued.logo!.url}`,
      headers: { authorization: reviewer },
    });
    expect(seen.statusCode).toBe(200);
    const answers = await Promise.all([
      decide(asked.data.id, { approve: true }),
      decide(asked.data.id, { approve: true }),
    ]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === '该机构信息变更已生效，不能进行此操作')).toHaveLength(1);

    const live = (await profile(ownerA)).data;
    expect(live).toMatchObject({
      orgName: 'prof_owner_a理工大学',
      regionCode: '370103',
      change: { statusName: '已生效' },
    });
    expect(live.orgLogo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await provider(me.id)).data.orgName).toBe('prof_owner_a理工大学');
    const found = await get<{ records: { title: string }[] }>(
      ctx.app,
      `/client/api/search?searchContent=${encodeURIComponent('理工大学')}&catType=5`,
    );
    expect(
      found.data.records.some((r) => r.title.replace(/<\/?em>/g, '') === 'prof_owner_a理工大学'),
    ).toBe(true);
  });

  it('is withdrawn by the owner while pending, refused with a reason', async () => {
    const asked = await askChange(ownerB, {
      orgName: 'prof_owner_b研究院',
      creditCode: CODE_B,
      authType: 4,
    });
    expect(asked.code, asked.msg).toBe(1);
    const withdraw = (id: number, token = ownerB) =>
      post(ctx.app, MerchantPaths.profileChangeWithdraw, { id }, { token });
    expect((await withdraw(asked.data.id, ownerA)).code).toBe(404);
    expect((await withdraw(asked.data.id)).msg).toBe('已撤回');
    expect((await withdraw(asked.data.id)).msg).toBe('只有待审核的机构信息变更可以撤回');
    const again = await askChange(ownerB, {
      orgName: 'prof_owner_b研究院',
      creditCode: CODE_B,
      authType: 4,
    });
    expect((await decide(again.data.id, { approve: false })).msg).toBe('请填写驳回原因');
    expect((await decide(again.data.id, { approve: false, reason: '缺少更名证明' })).code).toBe(1);
    const mine = (await profile(ownerB)).data;
    expect(mine).toMatchObject({
      orgName: 'prof_owner_b大学',
      authType: 3,
      change: { statusName: '已驳回', reason: '缺少更名证明' },
    });
  });
});
