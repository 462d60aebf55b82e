import {
  AdminMerchantPaths,
  type AdminOrgApplication,
  creditCodeCheckChar,
  type MerchantMe,
  MerchantPaths,
  type OrgStaffMember,
  type Page,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantCli } from '../../src/cli/merchant-commands.ts';
import { readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, nextPhone, post, registerMember, uploadPdf } from '../support/client.ts';

const ctx = appForFile();
let reviewer: string;
let auditor: string;
let fieldId: number;

beforeAll(async () => {
  const parent = await ctx.db
    .insertInto('techFields')
    .values({ parentId: null, name: '电子信息' })
    .returning('id')
    .executeTakeFirstOrThrow();
  fieldId = (
    await ctx.db
      .insertInto('techFields')
      .values({ parentId: parent.id, name: '集成电路' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  reviewer = await readyOperator(ctx, 'merchant_review', ['review']);
  auditor = await readyOperator(ctx, 'merchant_audit', ['audit']);
});

let codeSeq = 0;
/** A fresh credit code with a correct GB 32100 check character. */
function creditCode(): string {
  codeSeq += 1;
  const first17 = `91370100MA${String(codeSeq).padStart(7, '0')}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

async function member(name: string) {
  const { token, telephone } = await registerMember(ctx, { username: name });
  return { token, telephone };
}

async function applicationBody(token: string, change: Record<string, unknown> = {}) {
  return {
    authType: 8,
    orgName: '济南泉城检测技术服务有限公司',
    creditCode: creditCode(),
    licenceFileId: await uploadPdf(ctx.app, token, '营业执照.pdf'),
    qualificationFileIds: [await uploadPdf(ctx.app, token, 'CMA资质证书.pdf')],
    contact: '李敏',
    telephone: '13905310001',
    regionCode: '370102',
    techFieldIds: [fieldId],
    address: '济南市历下区经十路1号',
    intro: '面向省内中小企业提供材料检测、计量校准和知识产权分析服务。',
    ...change,
  };
}

const apply = (token: string, body: unknown) =>
  post<{ id: number }>(ctx.app, MerchantPaths.onboarding, body, { token });
const decide = (id: number, body: unknown, token = reviewer) =>
  post(ctx.app, AdminMerchantPaths.orgApplicationDecide(id), body, { token });
const me = (token: string) => get<MerchantMe>(ctx.app, MerchantPaths.me, { token });

/** A member whose application was approved: an owner, with their organisation id. */
async function owner(name: string) {
  const m = await member(name);
  const applied = await apply(m.token, await applicationBody(m.token, { orgName: `${name}科技` }));
  expect(applied.code).toBe(1);
  expect((await decide(applied.data.id, { approve: true })).code).toBe(1);
  const state = await me(m.token);
  return { ...m, orgId: state.data.org!.id, applicationId: applied.data.id };
}

describe('入驻 application', () => {
  it('refuses a guest, and bad input with a clear Chinese message storing nothing', async () => {
    expect((await get(ctx.app, MerchantPaths.me)).code).toBe(-401);
    expect((await post(ctx.app, MerchantPaths.onboarding, {})).code).toBe(-401);
    const m = await member('mer_bad_input');
    const body = await applicationBody(m.token);
    const bad = await apply(m.token, { ...body, creditCode: '91370100MA00000000' });
    expect(bad).toMatchObject({ code: 400, msg: '请输入正确的18位统一社会信用代码' });
    expect((await apply(m.token, { ...body, orgName: ' ' })).msg).toBe('请输入机构名称');
    expect((await apply(m.token, { ...body, techFieldIds: [] })).msg).toBe(
      '请选择至少一个技术领域',
    );
    expect((await apply(m.token, { ...body, authType: 2 })).msg).toBe('请选择机构类型');
    expect((await apply(m.token, { ...body, techFieldIds: [fieldId + 99] })).msg).toBe(
      '技术领域不正确',
    );
    expect((await apply(m.token, { ...body, regionCode: '379999' })).msg).toBe('所在地区不正确');
    const rows = await ctx.db.selectFrom('orgApplications').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('takes only the applicant’s own files, which stay private', async () => {
    const a = await member('mer_files_a');
    const b = await member('mer_files_b');
    const body = await applicationBody(a.token);
    const stolen = await apply(b.token, { ...body, licenceFileId: body.licenceFileId });
    expect(stolen).toMatchObject({ code: 400, msg: '上传的文件不存在' });
    const ok = await apply(a.token, body);
    expect(ok.code).toBe(1);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/gateway/client/mine/file/${body.licenceFileId}`,
      headers: { authorization: b.token },
    });
    expect(file.statusCode).toBe(404);
    const state = await me(a.token);
    expect(state.data.application).toMatchObject({ status: 0, statusName: '待审核' });
    expect(state.data.application!.licence!.isPublic).toBe(false);
  });

  it('keeps one pending application per member and per credit code, also when two race', async () => {
    const m = await member('mer_twice');
    const body = await applicationBody(m.token);
    const both = await Promise.all([apply(m.token, body), apply(m.token, body)]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 409]);
    expect(both.find((r) => r.code === 409)!.msg).toBe(
      '您已有一份待审核的入驻申请，请等待审核结果',
    );
    const other = await member('mer_same_code');
    const again = await apply(other.token, {
      ...(await applicationBody(other.token)),
      creditCode: body.creditCode,
    });
    expect(again).toMatchObject({ code: 409, msg: '该统一社会信用代码已有待审核的入驻申请' });
  });

  it('is withdrawn by its applicant while pending, and only then', async () => {
    const m = await member('mer_withdraw');
    const { data } = await apply(m.token, await applicationBody(m.token));
    const other = await member('mer_withdraw_other');
    const foreign = await post(
      ctx.app,
      `${MerchantPaths.onboarding}/withdraw`,
      { id: data.id },
      {
        token: other.token,
      },
    );
    expect(foreign.code).toBe(404);
    const done = await post(
      ctx.app,
      `${MerchantPaths.onboarding}/withdraw`,
      { id: data.id },
      {
        token: m.token,
      },
    );
    expect(done).toMatchObject({ code: 1, msg: '撤回成功' });
    expect((await decide(data.id, { approve: true })).msg).toBe('该入驻申请已撤回，不能再次审核');
  });
});

describe('console review', () => {
  it('approves: the organisation joins the service hall, the applicant owns it and is told', async () => {
    const m = await member('mer_owner_ok');
    const body = await applicationBody(m.token, { orgName: '山东量子测控研究院', authType: 4 });
    const { data } = await apply(m.token, body);
    const queue = await get<Page<AdminOrgApplication>>(
      ctx.app,
      `${AdminMerchantPaths.orgApplications}?keyword=量子测控`,
      { token: auditor },
    );
    expect(queue.data.records).toHaveLength(1);
    expect(queue.data.records[0]!.telephone).toBe('139****0001');
    expect((await decide(data.id, { approve: true }, auditor)).code).toBe(403);
    expect((await decide(data.id, { approve: true })).msg).toBe('已通过');
    const state = await me(m.token);
    expect(state.data.org).toMatchObject({
      orgName: '山东量子测控研究院',
      authType: 4,
      authTypeName: '科研院所',
      role: 'owner',
      roleName: '负责人',
    });
    const org = await ctx.db
      .selectFrom('serviceOrgs')
      .selectAll()
      .where('id', '=', state.data.org!.id)
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({ status: 1, creditCode: body.creditCode, regionCode: '370102' });
    const message = await ctx.db
      .selectFrom('messages')
      .select(['title', 'kind'])
      .where('targetType', '=', 'orgApplication')
      .where('targetId', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: '机构入驻申请已通过', kind: 15 });
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', '=', 'admin.org.application.decide')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ after: { status: 1 } });
    const second = await apply(m.token, await applicationBody(m.token));
    expect(second).toMatchObject({ code: 409, msg: '您已是入驻机构的成员，无需再次申请' });
  });

  it('shows the licence to the review role only, and only through its application', async () => {
    const m = await member('mer_licence');
    const body = await applicationBody(m.token);
    const { data } = await apply(m.token, body);
    const detail = await get<AdminOrgApplication>(
      ctx.app,
      `${AdminMerchantPaths.orgApplication}${data.id}`,
      { token: reviewer },
    );
    const url = detail.data.licence!.url;
    expect(url).toBe(AdminMerchantPaths.orgApplicationFile(data.id, body.licenceFileId));
    const fetchAs = (token: string, path = url) =>
      ctx.app.inject({ method: 'GET', url: `/gateway${path}`, headers: { authorization: token } });
    expect((await fetchAs(reviewer)).statusCode).toBe(200);
    expect((await fetchAs(auditor)).json().code).toBe(403);
    expect((await fetchAs(m.token)).json().code).toBe(-401);
    const other = await member('mer_licence_other');
    const foreignFile = await uploadPdf(ctx.app, other.token, '别人的文件.pdf');
    const foreign = await fetchAs(
      reviewer,
      AdminMerchantPaths.orgApplicationFile(data.id, foreignFile),
    );
    expect(foreign.json().code).toBe(404);
  });

  it('refuses only with a reason, which the applicant reads', async () => {
    const m = await member('mer_refused');
    const { data } = await apply(m.token, await applicationBody(m.token));
    expect((await decide(data.id, { approve: false })).code).toBe(400);
    expect((await decide(data.id, { approve: false, reason: '营业执照不清晰' })).code).toBe(1);
    const state = await me(m.token);
    expect(state.data.org).toBeNull();
    expect(state.data.application).toMatchObject({
      status: 2,
      statusName: '已驳回',
      reason: '营业执照不清晰',
    });
    expect((await apply(m.token, await applicationBody(m.token))).code).toBe(1);
  });

  it('lets two decisions at once land as one', async () => {
    const m = await member('mer_race');
    const { data } = await apply(m.token, await applicationBody(m.token));
    const answers = await Promise.all([
      decide(data.id, { approve: true }),
      decide(data.id, { approve: false, reason: '材料不全' }),
      decide(data.id, { approve: true }),
    ]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 400)).toHaveLength(2);
    const state = await me(m.token);
    const approved = answers[0]!.code === 1 || answers[2]!.code === 1;
    expect(state.data.org?.role ?? null).toBe(approved ? 'owner' : null);
    const messages = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('targetType', '=', 'orgApplication')
      .where('targetId', '=', data.id)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('is also decided from the operator CLI, with an audit row', async () => {
    const m = await member('mer_cli');
    const { data } = await apply(
      m.token,
      await applicationBody(m.token, { orgName: '命令行科技' }),
    );
    expect(await merchantCli.run(ctx.app, 'org-pending', {})).toContain('命令行科技');
    expect(await merchantCli.run(ctx.app, 'org-approve', { id: String(data.id) })).toBe(
      `已通过机构入驻申请 ${data.id}`,
    );
    expect((await me(m.token)).data.org?.role).toBe('owner');
  });
});

describe('organisation staff', () => {
  it('refuses a guest, a plain member and staff of another organisation', async () => {
    const a = await owner('mer_staff_a');
    const b = await owner('mer_staff_b');
    const plain = await member('mer_plain');
    expect((await get(ctx.app, MerchantPaths.staff)).code).toBe(-401);
    expect((await get(ctx.app, MerchantPaths.staff, { token: plain.token })).code).toBe(403);
    const invite = (token: string, telephone: string) =>
      post(ctx.app, MerchantPaths.staffInvite, { telephone }, { token });
    const staffer = await member('mer_staffer');
    expect((await invite(plain.token, staffer.telephone)).code).toBe(403);
    expect((await invite(a.token, staffer.telephone)).msg).toBe('已添加为机构工作人员');
    // Staff may read their own organisation's people, with phones masked, but not invite.
    const list = await get<OrgStaffMember[]>(ctx.app, MerchantPaths.staff, {
      token: staffer.token,
    });
    expect(list.data.map((s) => s.roleName)).toEqual(['负责人', '工作人员']);
    expect(list.data[0]!.telephone).toContain('****');
    expect((await invite(staffer.token, nextPhone())).code).toBe(403);
    // Staff of A cannot be added by B, nor removed by B.
    expect((await invite(b.token, staffer.telephone)).msg).toBe('该账号已是入驻机构的成员');
    const staffUserId = list.data[1]!.userId;
    const foreign = await post(
      ctx.app,
      MerchantPaths.staffRemove,
      { userId: staffUserId },
      {
        token: b.token,
      },
    );
    expect(foreign.code).toBe(404);
    const ownerId = list.data[0]!.userId;
    const self = await post(
      ctx.app,
      MerchantPaths.staffRemove,
      { userId: ownerId },
      {
        token: a.token,
      },
    );
    expect(self.msg).toBe('机构负责人不能被移除');
    expect((await invite(a.token, '13900000000')).msg).toBe(
      '该手机号尚未注册平台账号，请对方先注册',
    );
    const removed = await post(
      ctx.app,
      MerchantPaths.staffRemove,
      { userId: staffUserId },
      {
        token: a.token,
      },
    );
    expect(removed.code).toBe(1);
    expect((await get(ctx.app, MerchantPaths.staff, { token: staffer.token })).code).toBe(403);
  });

  it('adds a member to one organisation only, also when two owners invite at once', async () => {
    const a = await owner('mer_race_a');
    const b = await owner('mer_race_b');
    const staffer = await member('mer_race_staff');
    const answers = await Promise.all(
      [a, b].map((o) =>
        post(
          ctx.app,
          MerchantPaths.staffInvite,
          { telephone: staffer.telephone },
          { token: o.token },
        ),
      ),
    );
    expect(answers.map((r) => r.code).sort()).toEqual([1, 409]);
  });
});
