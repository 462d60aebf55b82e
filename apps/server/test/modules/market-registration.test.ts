import type { BusinessOrg, ContractRegistration, Page, TransferRegistration } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMarketCommand } from '../../src/cli/market-commands.ts';
import { moveContract } from '../../src/modules/contract/repository.ts';
import { moveTransfer } from '../../src/modules/transfer/repository.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
let orgs: BusinessOrg[];
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'transfer_member' })).token;
  orgs = (await get<BusinessOrg[]>(ctx.app, '/client/api/business/orgs')).data;
});

const call = <T>(path: string, body: unknown = {}, as = token) =>
  post<T>(ctx.app, path, body, { token: as });

const method = (id: number, change: Record<string, unknown> = {}) =>
  call<TransferRegistration>('/client/mine/transfer/method', {
    id,
    method: 2,
    applicantType: 1,
    applicantName: '山东大学',
    projectName: '高镍三元锂电池正极材料',
    linkman: '王老师',
    linkphone: '13805310009',
    orgId: orgs[0]!.id,
    ...change,
  });

describe('transfer registration (/Transfer)', () => {
  it('runs the steps: risk notice, method through an agency, not selected, re-choose, selected', async () => {
    expect((await get(ctx.app, '/client/mine/transfer/info', { token })).data).toBeNull();
    const started = await call<TransferRegistration>('/client/mine/transfer/risk');
    expect(started.data).toMatchObject({ step: 1, status: 1, method: null });
    expect(started.data.riskAcceptedAt).toBe('2026-11-21 12:00:00');
    // Acknowledging again continues the same registration.
    expect((await call<TransferRegistration>('/client/mine/transfer/risk')).data.id).toBe(
      started.data.id,
    );
    const id = started.data.id;

    const chosen = await method(id);
    expect(chosen).toMatchObject({ code: 1, msg: '提交成功' });
    expect(chosen.data).toMatchObject({
      step: 1,
      status: 6,
      method: 2,
      applicantType: 1,
      orgId: orgs[0]!.id,
      orgName: orgs[0]!.orgName,
    });
    expect((await method(id)).msg).toBe('登记方式已选择，不能重复提交');
    expect((await call('/client/mine/transfer/agency', { id, orgId: orgs[1]!.id })).msg).toBe(
      '当前状态不能重新选择机构',
    );

    await moveTransfer(ctx.db, id, 8, ctx.clock.now(), { reason: '机构业务饱和' });
    const info = await get<TransferRegistration>(ctx.app, '/client/mine/transfer/info', { token });
    expect(info.data).toMatchObject({ step: 3, status: 8, reason: '机构业务饱和' });
    const again = await call<TransferRegistration>('/client/mine/transfer/agency', {
      id,
      orgId: orgs[1]!.id,
    });
    expect(again.data).toMatchObject({ step: 1, status: 6, orgId: orgs[1]!.id, reason: null });

    await moveTransfer(ctx.db, id, 7, ctx.clock.now());
    await moveTransfer(ctx.db, id, 2, ctx.clock.now());
    await moveTransfer(ctx.db, id, 4, ctx.clock.now());
    await expect(moveTransfer(ctx.db, id, 5, ctx.clock.now())).rejects.toThrow(
      '状态不能从“已受理”变为“已驳回”',
    );
    const list = await get<Page<TransferRegistration>>(ctx.app, '/client/mine/transfer/list', {
      token,
    });
    expect(list.data.records.map((r) => r.status)).toEqual([4]);
  });

  it('self registration goes to 已登记/待审核 and needs no agency', async () => {
    const { data } = await call<TransferRegistration>('/client/mine/transfer/risk');
    expect(data.status).toBe(1);
    expect((await method(data.id, { method: 1 })).msg).toBe('自行登记无需选择服务机构');
    const res = await method(data.id, {
      method: 1,
      orgId: undefined,
      applicantType: 3,
      applicantName: '张明',
    });
    expect(res.data).toMatchObject({ status: 2, method: 1, orgId: null, applicantType: 3 });
    await expect(moveTransfer(ctx.db, data.id, 6, ctx.clock.now())).rejects.toThrow(
      '状态不能从“已登记/待审核”变为“待选择”',
    );
  });

  it('validates the step input and refuses others’ registrations', async () => {
    const { data } = await call<TransferRegistration>('/client/mine/transfer/risk');
    expect((await method(data.id, { applicantType: 4 })).msg).toBe('请选择申请人类型');
    expect((await method(data.id, { method: 2, orgId: undefined })).msg).toBe('请选择服务机构');
    expect((await method(data.id, { orgId: 99999 })).msg).toBe('服务机构不存在');
    expect((await method(data.id, { projectName: '' })).msg).toBe('请输入项目名称');
    const stranger = (await registerMember(ctx, { username: 'transfer_other' })).token;
    expect(
      (await call('/client/mine/transfer/agency', { id: data.id, orgId: orgs[0]!.id }, stranger))
        .code,
    ).toBe(404);
    expect((await post(ctx.app, '/client/mine/transfer/risk', {})).code).toBe(-401);
    // A form post, with the agency left blank for self registration.
    const form = await post<TransferRegistration>(
      ctx.app,
      '/client/mine/transfer/method',
      {
        id: String(data.id),
        method: '1',
        applicantType: '2',
        applicantName: '济南华辰智能科技有限公司',
        projectName: '工业视觉缺陷检测系统',
        linkman: '王工',
        linkphone: '13805310009',
        orgId: '',
        outcomeId: '',
      },
      { token, form: true },
    );
    expect(form.data).toMatchObject({ status: 2, method: 1, applicantType: 2, orgId: null });
  });
});

async function uploadPdf(as: string) {
  const boundary = '----markettest';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/client/api/upload/url',
    headers: { authorization: as, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="合同.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return (res.json() as { data: { id: number } }).data.id;
}

describe('technical contract registration (/ContractRegistration)', () => {
  const form = (fileIds: number[], change: Record<string, unknown> = {}) => ({
    contractName: '车规级MCU芯片技术开发合同',
    contractNo: 'JS2026370100123',
    contractType: 1,
    sellerName: '山东大学',
    buyerName: '济南华辰智能科技有限公司',
    amount: '1250000.50',
    signDate: '2026-11-01',
    startDate: '2026-11-01',
    endDate: '2027-10-31',
    fileIds,
    ...change,
  });

  it('registers a contract with its attachments at 已登记/待审核; rejected ones may be corrected', async () => {
    const file = await uploadPdf(token);
    const added = await call<{ id: number }>('/client/mine/contract/add', form([file]));
    expect(added).toMatchObject({ code: 1, msg: '提交成功' });
    const id = added.data.id;
    const detail = await get<ContractRegistration>(
      ctx.app,
      `/client/mine/contract/detail?id=${id}`,
      { token },
    );
    expect(detail.data).toMatchObject({ status: 2, amount: 1250000.5, contractType: 1 });
    expect(detail.data.files).toEqual([expect.objectContaining({ id: file, name: '合同.pdf' })]);
    expect((await call('/client/mine/contract/update', { ...form([file]), id })).msg).toBe(
      '当前状态不能修改',
    );

    await moveContract(ctx.db, id, 5, ctx.clock.now(), { reason: '技术指标描述不清' });
    const fixed = await call('/client/mine/contract/update', {
      ...form([file], { contractName: '车规级MCU芯片技术开发合同（修订）' }),
      id,
    });
    expect(fixed.msg).toBe('提交成功');
    const after = await get<ContractRegistration>(
      ctx.app,
      `/client/mine/contract/detail?id=${id}`,
      { token },
    );
    expect(after.data).toMatchObject({
      status: 2,
      reason: null,
      contractName: '车规级MCU芯片技术开发合同（修订）',
    });
    await moveContract(ctx.db, id, 4, ctx.clock.now());
    await expect(moveContract(ctx.db, id, 2, ctx.clock.now())).rejects.toThrow(
      '状态不能从“已受理”变为“已登记/待审核”',
    );
    await expect(moveContract(ctx.db, id, 8, ctx.clock.now())).rejects.toThrow(
      '状态不能从“已受理”变为“未选中”',
    );
    const list = await get<Page<ContractRegistration>>(ctx.app, '/client/mine/contract/list', {
      token,
    });
    expect(list.data.total).toBe(1);
  });

  it('validates the form, the dates and the attachments', async () => {
    const file = await uploadPdf(token);
    expect(
      (await call('/client/mine/contract/add', form([file], { endDate: '2026-10-01' }))).msg,
    ).toBe('结束日期不能早于开始日期');
    expect((await call('/client/mine/contract/add', form([]))).msg).toBe('请上传合同附件');
    expect((await call('/client/mine/contract/add', form([file], { contractType: 9 }))).msg).toBe(
      '请选择合同类型',
    );
    expect((await call('/client/mine/contract/add', form([file], { contractName: '' }))).msg).toBe(
      '请输入合同名称',
    );
    const stranger = (await registerMember(ctx, { username: 'contract_other' })).token;
    expect((await call('/client/mine/contract/add', form([file]), stranger)).msg).toBe(
      '附件不存在，请重新上传',
    );
    expect(
      (await get(ctx.app, '/client/mine/contract/detail?id=1', { token: stranger })).code,
    ).toBe(404);
    expect((await post(ctx.app, '/client/mine/contract/add', form([file]))).code).toBe(-401);
  });
});

describe('operator commands (npm run operator)', () => {
  it('moves a registration along the table, audits it, and refuses other moves', async () => {
    const file = await uploadPdf(token);
    const { data } = await call<{ id: number }>('/client/mine/contract/add', {
      contractName: '储能电站能量管理系统技术服务合同',
      contractNo: 'JS2026370100999',
      contractType: 5,
      sellerName: '山东大学',
      buyerName: '青岛海拓新能源有限公司',
      amount: 300000,
      signDate: '2026-11-02',
      startDate: '2026-11-02',
      endDate: '2027-11-01',
      fileIds: [file],
    });
    const said = await runMarketCommand(ctx.app, 'contract-status', {
      id: String(data.id),
      to: '4',
    });
    expect(said).toBe(`已将 ${data.id} 的状态改为“已受理”`);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'operator.contract-status')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ id: data.id, to: 4 });
    await expect(
      runMarketCommand(ctx.app, 'contract-status', { id: String(data.id), to: '0' }),
    ).rejects.toThrow('状态不能从“已受理”变为“待支付”');
    expect(await runMarketCommand(ctx.app, 'reindex', { type: 'deal' })).toBe(
      '已重建搜索索引：80 条',
    );
  });
});
