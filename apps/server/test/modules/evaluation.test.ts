import type {
  EvaluationOverview,
  EvaluationReportDetail,
  EvaluationReportItem,
  MyEvaluationRequest,
  OutcomeItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runEvaluationCommand } from '../../src/cli/evaluation-commands.ts';
import { moveEvaluationRequest } from '../../src/modules/evaluation/requests.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let member: string;
let other: string;
let outcome: OutcomeItem;
beforeAll(async () => {
  member = (await registerMember(ctx, { username: 'eval_member' })).token;
  other = (await registerMember(ctx, { username: 'eval_other' })).token;
  outcome = (await page<OutcomeItem>(ctx, '/client/api/outcome/page?pageSize=1')).records[0]!;
});

const REQUEST = {
  evaluationType: 1,
  outcomeName: '高效低耗海水淡化反渗透膜制备技术',
  companyName: '青岛海拓膜科技有限公司',
  linkman: '王工',
  linkphone: '13905320001',
  purpose: '拟申报省科技进步奖，需要第三方科技成果评价报告。',
};

const apply = (token: string | undefined, change: Record<string, unknown> = {}) =>
  post<{ id: number }>(
    ctx.app,
    '/client/mine/evaluation/apply',
    { ...REQUEST, ...change },
    token ? { token } : {},
  );

const mine = (token: string) =>
  page<MyEvaluationRequest>(ctx, '/client/mine/evaluation/apply/page?pageSize=50', token);

describe('GET /client/api/evaluation/overview', () => {
  it('counts agencies and published reports, each agency with its reports and a masked phone', async () => {
    const { data } = await get<EvaluationOverview>(ctx.app, '/client/api/evaluation/overview');
    expect(data.agencyCount).toBe(data.agencies.length);
    expect(data.agencyCount).toBeGreaterThan(3);
    const reports = await all<EvaluationReportItem>(ctx, '/client/api/evaluation/report/page');
    expect(data.reportCount).toBe(reports.length);
    expect(data.agencies.reduce((sum, a) => sum + a.reportCount, 0)).toBe(reports.length);
    for (const agency of data.agencies) {
      expect(agency.telephone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(agency.types.length).toBeGreaterThan(0);
      expect(agency.regionName).not.toBe('');
    }
  });
});

describe('GET /client/api/evaluation/report/page', () => {
  it('lists published reports with names, and each filter narrows the list', async () => {
    const everything = await all<EvaluationReportItem>(ctx, '/client/api/evaluation/report/page');
    expect(everything.length).toBeGreaterThan(20);
    const first = everything[0]!;
    expect(first.evaluationTypeName).not.toBe('—');
    expect(first.levelName).not.toBe('—');
    expect(first.agencyName).not.toBe('');
    expect(first.techArea).not.toBe('');
    const byType = await all<EvaluationReportItem>(
      ctx,
      `/client/api/evaluation/report/page?evaluationType=${first.evaluationType}`,
    );
    expect(byType.length).toBeLessThan(everything.length);
    expect(byType.every((r) => r.evaluationType === first.evaluationType)).toBe(true);
    const byLevel = await all<EvaluationReportItem>(
      ctx,
      `/client/api/evaluation/report/page?level=${first.level}`,
    );
    expect(byLevel.every((r) => r.level === first.level)).toBe(true);
    const byAgency = await all<EvaluationReportItem>(
      ctx,
      `/client/api/evaluation/report/page?agencyId=${first.agencyId}`,
    );
    expect(byAgency.every((r) => r.agencyId === first.agencyId)).toBe(true);
    const byField = await all<EvaluationReportItem>(
      ctx,
      `/client/api/evaluation/report/page?fieldId=${first.parentFieldId}`,
    );
    expect(byField.every((r) => r.parentFieldId === first.parentFieldId)).toBe(true);
    const keyword = first.outcomeName.slice(0, 4);
    const byKeyword = await all<EvaluationReportItem>(
      ctx,
      `/client/api/evaluation/report/page?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(byKeyword.length).toBeGreaterThan(0);
    expect(
      byKeyword.every((r) => r.title.includes(keyword) || r.outcomeName.includes(keyword)),
    ).toBe(true);
    const valued = await all<EvaluationReportItem>(
      ctx,
      '/client/api/evaluation/report/page?priceMin=500',
    );
    expect(valued.every((r) => r.assessedValue >= 500)).toBe(true);
  });

  it('refuses a bad filter with a Chinese message and pages', async () => {
    const bad = await get(ctx.app, '/client/api/evaluation/report/page?level=abc');
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('请检查填写信息');
    const second = await page<EvaluationReportItem>(
      ctx,
      '/client/api/evaluation/report/page?pageNum=2&pageSize=5',
    );
    expect(second.records).toHaveLength(5);
    expect(second.pageNum).toBe(2);
  });
});

describe('GET /client/api/evaluation/report/detail', () => {
  it('shows the report with its agency, experts, sanitised content and related reports', async () => {
    const [first] = (
      await page<EvaluationReportItem>(ctx, '/client/api/evaluation/report/page?pageSize=1')
    ).records;
    const { code, data } = await get<EvaluationReportDetail>(
      ctx.app,
      `/client/api/evaluation/report/detail?id=${first!.id}`,
    );
    expect(code).toBe(1);
    expect(data.agency?.id).toBe(first!.agencyId);
    expect(data.experts).toContain('（');
    expect(data.content).toContain('<h3>');
    expect(data.content).not.toMatch(/<script/i);
    expect(data.related.every((r) => r.id !== data.id)).toBe(true);
    expect(data.viewCount).toBe(first!.viewCount + 1);
  });

  it('answers 404 for an unknown report', async () => {
    const res = await get(ctx.app, '/client/api/evaluation/report/detail?id=999999');
    expect(res.code).toBe(404);
    expect(res.msg).toBe('该评价报告不存在');
  });
});

describe('requesting an evaluation', () => {
  it('needs a login before anything else', async () => {
    const res = await apply(undefined, { outcomeName: '' });
    expect(res.code).toBe(-401);
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ evaluationType: 9 }, '请选择评价类型'],
      [{ outcomeName: ' ' }, '请输入成果名称'],
      [{ companyName: '' }, '请输入企业名称'],
      [{ linkman: '' }, '请输入联系人'],
      [{ linkphone: '' }, '请输入手机号'],
      [{ linkphone: '12345678901' }, '请输入正确的手机号'],
      [{ purpose: '' }, '请输入评价目的及成果简介'],
      [{ purpose: '评'.repeat(301) }, '不能超过300个字符'],
      [{ outcomeId: 999999 }, '该成果不存在或未发布'],
      [{ agencyId: 999999 }, '该评价机构不存在'],
    ];
    for (const [change, msg] of cases) {
      const res = await apply(member, change);
      expect([res.code, res.msg]).toEqual([400, msg]);
    }
    expect((await mine(member)).total).toBe(0);
  });

  it('stores a request as 待受理 for its member only; a second open one for the same outcome is refused, even at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => apply(member, { outcomeId: outcome.id })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 1)) {
      expect([r.code, r.msg]).toEqual([409, '该成果已有进行中的评价申请，请勿重复提交']);
    }
    const { records } = await mine(member);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      outcomeId: outcome.id,
      outcomeName: outcome.goodsName,
      status: 0,
      reason: null,
      reportId: null,
    });
    expect((await mine(other)).total).toBe(0);
    // Another member may ask for the same outcome.
    expect((await apply(other, { outcomeId: outcome.id })).code).toBe(1);
  });

  it('withdraws while 待受理 only, and only the owner; then it may be asked again', async () => {
    const { data } = await apply(member, { outcomeName: '新型固态电解质制备技术' });
    const byOther = await post(
      ctx.app,
      '/client/mine/evaluation/apply/withdraw',
      { id: data.id },
      {
        token: other,
      },
    );
    expect([byOther.code, byOther.msg]).toEqual([404, '该评价申请不存在']);
    const ok = await post(
      ctx.app,
      '/client/mine/evaluation/apply/withdraw',
      { id: data.id },
      {
        token: member,
      },
    );
    expect(ok.code).toBe(1);
    const again = await post(
      ctx.app,
      '/client/mine/evaluation/apply/withdraw',
      { id: data.id },
      {
        token: member,
      },
    );
    expect([again.code, again.msg]).toEqual([400, '当前状态不能撤回']);
    expect((await apply(member, { outcomeName: '新型 固态电解质制备技术' })).code).toBe(1);
  });

  it('moves along the allowed steps by operator command; a return needs a reason and frees the outcome', async () => {
    const { data } = await apply(member, { outcomeName: '智能温室环境调控系统' });
    const now = ctx.app.clock.now();
    await expect(moveEvaluationRequest(ctx.app.db, data.id, 2, undefined, now)).rejects.toThrow(
      '当前状态不能变更为该状态',
    );
    await expect(moveEvaluationRequest(ctx.app.db, data.id, 3, ' ', now)).rejects.toThrow(
      '请填写退回原因',
    );
    const listed = await runEvaluationCommand(ctx.app, 'evaluation-requests', {});
    expect(listed).toContain('智能温室环境调控系统');
    expect(
      await runEvaluationCommand(ctx.app, 'evaluation-status', { id: String(data.id), to: '1' }),
    ).toContain('评价中');
    const withdraw = await post(
      ctx.app,
      '/client/mine/evaluation/apply/withdraw',
      { id: data.id },
      {
        token: member,
      },
    );
    expect(withdraw.code).toBe(400);
    await runEvaluationCommand(ctx.app, 'evaluation-status', {
      id: String(data.id),
      to: '3',
      reason: '缺少检测报告',
    });
    const row = (await mine(member)).records.find((r) => r.id === data.id)!;
    expect(row).toMatchObject({ status: 3, reason: '缺少检测报告' });
    expect((await apply(member, { outcomeName: '智能温室环境调控系统' })).code).toBe(1);
    const audit = await ctx.app.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'operator.evaluation-status')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('is part of the member data export', async () => {
    const res = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token: member },
    );
    expect(res.code).toBe(1);
    const names = res.data.成果评价申请!.map((r) => r.成果名称);
    expect(names).toContain('智能温室环境调控系统');
  });
});
