import type { MyPolicyApply, Page, PolicyDetail } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPolicyCommand } from '../../src/cli/policy-commands.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { chars, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let alice: string;
let bob: string;
let openId: number;
let upcomingId: number;
let endedId: number;
beforeAll(async () => {
  alice = (await registerMember(ctx, { username: 'policy_alice' })).token;
  bob = (await registerMember(ctx, { username: 'policy_bob' })).token;
  const today = '2026-11-21';
  const pick = async (where: 'open' | 'upcoming' | 'ended') => {
    let q = ctx.db.selectFrom('policies').select('id').orderBy('id');
    if (where === 'open') q = q.where('startDate', '<=', today).where('endDate', '>=', today);
    if (where === 'upcoming') q = q.where('startDate', '>', today);
    if (where === 'ended') q = q.where('endDate', '<', today);
    return (await q.executeTakeFirstOrThrow()).id;
  };
  [openId, upcomingId, endedId] = await Promise.all([
    pick('open'),
    pick('upcoming'),
    pick('ended'),
  ]);
});

const form = (policyId: number, change: Record<string, unknown> = {}) => ({
  policyId,
  companyName: '济南华辰智能科技有限公司',
  linkman: '王经理',
  linkphone: '13805310009',
  summary: '项目围绕车规级MCU芯片开展产业化，申请科技成果转化奖补。',
  ...change,
});

const apply = (body: unknown, token?: string) =>
  post<{ id: number }>(ctx.app, '/client/mine/policy/apply', body, token ? { token } : {});

async function uploadPdf(as: string) {
  const boundary = '----policytest';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/client/api/upload/url',
    headers: { authorization: as, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="申报书.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return (res.json() as { data: { id: number } }).data.id;
}

const applicationCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('policyApplications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('policy application (/Policyadd)', () => {
  it('needs a member and valid fields; bad input writes nothing', async () => {
    const before = await applicationCount();
    expect((await apply(form(openId))).code).toBe(-401);
    expect((await apply({}, alice)).msg).toBe('请选择要申报的政策');
    expect((await apply(form(openId, { companyName: ' ' }), alice)).msg).toBe('请输入企业名称');
    expect((await apply(form(openId, { linkman: '' }), alice)).msg).toBe('请输入联系人');
    expect((await apply(form(openId, { linkphone: '' }), alice)).msg).toBe('请输入手机号');
    expect((await apply(form(openId, { linkphone: '12345678901' }), alice)).msg).toBe(
      '请输入正确的手机号',
    );
    expect((await apply(form(openId, { summary: '' }), alice)).msg).toBe('请输入项目简介');
    expect((await apply(form(openId, { summary: chars(301) }), alice)).msg).toBe(
      '最多输入300个字符',
    );
    expect((await apply(form(openId, { extra: 1 }), alice)).code).toBe(400);
    const bobsFile = await uploadPdf(bob);
    expect((await apply(form(openId, { fileIds: [bobsFile] }), alice)).msg).toBe(
      '附件不存在，请重新上传',
    );
    expect(await applicationCount()).toBe(before);
  });

  it('only while the policy is 申报中', async () => {
    expect(await apply(form(upcomingId), alice)).toMatchObject({
      code: 400,
      msg: '该政策尚未开始申报，请在申报开始后提交',
    });
    expect(await apply(form(endedId), alice)).toMatchObject({
      code: 400,
      msg: '该政策申报已结束，不能再提交',
    });
    expect(await apply(form(999999), alice)).toMatchObject({ code: 404 });
  });

  it('stores the application privately with its attachments; one open per policy', async () => {
    const file = await uploadPdf(alice);
    const sent = await apply(form(openId, { fileIds: [file] }), alice);
    expect(sent).toMatchObject({ code: 1, msg: '提交成功' });
    const id = sent.data.id;
    const mine = await get<MyPolicyApply>(ctx.app, `/client/mine/policy/apply/detail?id=${id}`, {
      token: alice,
    });
    expect(mine.data).toMatchObject({
      id,
      policyId: openId,
      status: 0,
      reason: null,
      companyName: '济南华辰智能科技有限公司',
      createdAt: '2026-11-21 12:00:00',
      decidedAt: null,
      policyApplyStatus: 1,
    });
    expect(mine.data.files).toEqual([
      expect.objectContaining({ id: file, name: '申报书.pdf', url: `/client/mine/file/${file}` }),
    ]);
    // The file is the owner's: another member and a guest cannot fetch it.
    const fetchAs = (token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/gateway/client/mine/file/${file}`,
        headers: token ? { authorization: token } : {},
      });
    expect((await fetchAs(alice)).statusCode).toBe(200);
    expect((await fetchAs(bob)).statusCode).toBe(404);
    expect((await fetchAs()).json()).toMatchObject({ code: -401 });
    // Nobody else reads the application.
    expect(
      await get(ctx.app, `/client/mine/policy/apply/detail?id=${id}`, { token: bob }),
    ).toMatchObject({ code: 404, msg: '申报记录不存在' });
    expect((await get(ctx.app, `/client/mine/policy/apply/detail?id=${id}`)).code).toBe(-401);
    expect((await get(ctx.app, '/client/mine/policy/apply/page')).code).toBe(-401);
    const bobs = await get<Page<MyPolicyApply>>(ctx.app, '/client/mine/policy/apply/page', {
      token: bob,
    });
    expect(bobs.data.total).toBe(0);

    expect(await apply(form(openId), alice)).toMatchObject({
      code: 409,
      msg: '您已申报过该政策，请勿重复提交',
    });
    const detail = await get<PolicyDetail>(ctx.app, `/client/api/policy/detail?id=${openId}`, {
      token: alice,
    });
    expect(detail.data.myApplication).toEqual({ id, status: 0 });
  });

  it('accepts form-encoded posts', async () => {
    const other = await ctx.db
      .selectFrom('policies')
      .select('id')
      .where('startDate', '<=', '2026-11-21')
      .where('endDate', '>=', '2026-11-21')
      .where('id', '<>', openId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sent = await post<{ id: number }>(
      ctx.app,
      '/client/mine/policy/apply',
      { ...form(other.id), policyId: String(other.id) },
      { token: bob, form: true },
    );
    expect(sent).toMatchObject({ code: 1, msg: '提交成功' });
  });

  it('lets exactly one of concurrent submits land', async () => {
    const carol = (await registerMember(ctx, { username: 'policy_carol' })).token;
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(form(openId), carol)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409)).toHaveLength(5);
    const rows = await get<Page<MyPolicyApply>>(ctx.app, '/client/mine/policy/apply/page', {
      token: carol,
    });
    expect(rows.data.total).toBe(1);
  });
});

describe('withdraw, operator decisions and the member list', () => {
  it('withdraws a pending application; then the member may apply again', async () => {
    const dave = (await registerMember(ctx, { username: 'policy_dave' })).token;
    const { id } = (await apply(form(openId), dave)).data;
    const withdraw = (as: string, target = id) =>
      post(ctx.app, '/client/mine/policy/apply/withdraw', { id: target }, { token: as });
    expect(await withdraw(alice)).toMatchObject({ code: 404, msg: '申报记录不存在' });
    expect(await withdraw(dave)).toMatchObject({ code: 1, msg: '撤回成功' });
    expect(await withdraw(dave)).toMatchObject({ code: 400, msg: '只有待审核的申报可以撤回' });
    const withdrawn = await get<MyPolicyApply>(
      ctx.app,
      `/client/mine/policy/apply/detail?id=${id}`,
      { token: dave },
    );
    expect(withdrawn.data).toMatchObject({ status: 3, withdrawnAt: '2026-11-21 12:00:00' });
    expect((await apply(form(openId), dave)).code).toBe(1);
  });

  it('lists, accepts and returns through the operator CLI', async () => {
    const erin = (await registerMember(ctx, { username: 'policy_erin' })).token;
    const { id } = (await apply(form(openId), erin)).data;
    const pending = await runPolicyCommand(ctx.app, 'policy-pending', {});
    expect(pending).toContain(`${id}\t2026-11-21 12:00:00\tpolicy_erin\t济南华辰智能科技有限公司`);

    await expect(runPolicyCommand(ctx.app, 'policy-return', { id: String(id) })).rejects.toThrow(
      '请填写退回原因',
    );
    // Decided ten minutes later (within the session's idle timeout).
    ctx.clock.advance(600_000);
    expect(
      await runPolicyCommand(ctx.app, 'policy-return', { id: String(id), reason: '缺少审计报告' }),
    ).toBe(`已退回政策申报 ${id}：缺少审计报告`);
    const returned = await get<MyPolicyApply>(
      ctx.app,
      `/client/mine/policy/apply/detail?id=${id}`,
      { token: erin },
    );
    expect(returned.data).toMatchObject({
      status: 2,
      reason: '缺少审计报告',
      decidedAt: '2026-11-21 12:10:00',
    });
    await expect(runPolicyCommand(ctx.app, 'policy-accept', { id: String(id) })).rejects.toThrow(
      '该申报当前为“已退回”，不能再审核',
    );
    expect(
      (await post(ctx.app, '/client/mine/policy/apply/withdraw', { id }, { token: erin })).msg,
    ).toBe('只有待审核的申报可以撤回');

    // After 退回 the member applies again; this one is accepted.
    const again = (await apply(form(openId), erin)).data.id;
    expect(await runPolicyCommand(ctx.app, 'policy-accept', { id: String(again) })).toBe(
      `已受理政策申报 ${again}`,
    );
    expect(await apply(form(openId), erin)).toMatchObject({ code: 409 });
    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', 'in', ['operator.policy-return', 'operator.policy-accept'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([
      { id, reason: '缺少审计报告' },
      { id: again },
    ]);
    await expect(runPolicyCommand(ctx.app, 'policy-accept', { id: '999999' })).rejects.toThrow(
      '申报记录不存在',
    );

    const list = await get<Page<MyPolicyApply>>(
      ctx.app,
      '/client/mine/policy/apply/page?pageSize=1',
      { token: erin },
    );
    expect(list.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(list.data.records[0]).toMatchObject({ id: again, status: 1 });
    const second = await get<Page<MyPolicyApply>>(
      ctx.app,
      '/client/mine/policy/apply/page?pageSize=1&pageNum=2',
      { token: erin },
    );
    expect(second.data.records[0]).toMatchObject({ id, status: 2 });
    ctx.clock.advance(-600_000);
  });

  it('seeds demo applications of every status', async () => {
    const rows = await ctx.db
      .selectFrom('policyApplications')
      .select('status')
      .distinct()
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
  });
});
