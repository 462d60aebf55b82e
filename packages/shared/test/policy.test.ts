import { describe, expect, it } from 'vitest';
import { labelOf } from '../src/enums/label.ts';
import {
  POLICY_APPLICATION_STATUSES,
  POLICY_APPLY_STATUSES,
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
  POLICY_SORT_VALUES,
} from '../src/enums/policy-apply-status.ts';
import { policyApplySchema } from '../src/validation/policy.ts';
import { messageOf, parsed, repeat } from './helpers.ts';

const valid = {
  policyId: 3,
  companyName: '济南华辰智能科技有限公司',
  linkman: '王经理',
  linkphone: '13805310009',
  summary: '项目围绕车规级MCU芯片开展产业化。',
};

describe('policy status tables', () => {
  it('labels the policy and application statuses', () => {
    expect(POLICY_APPLY_STATUSES).toEqual({ 0: '未开始', 1: '申报中', 2: '已结束' });
    expect(POLICY_APPLICATION_STATUSES).toEqual({
      0: '待审核',
      1: '已受理',
      2: '已退回',
      3: '已撤回',
    });
    expect(labelOf(POLICY_DOC_STATUSES, 3)).toBe('已废止');
    expect(Object.keys(POLICY_DOC_CATEGORIES)).toHaveLength(4);
    expect(POLICY_SORT_VALUES).toEqual(['latest', 'deadline']);
  });
});

describe('policyApplySchema', () => {
  it('accepts the fields, form strings and a comma-separated file list', () => {
    expect(parsed(policyApplySchema, valid)).toEqual({ ...valid, fileIds: [] });
    expect(parsed(policyApplySchema, { ...valid, policyId: '3', fileIds: '4,5' })).toEqual({
      ...valid,
      fileIds: [4, 5],
    });
  });

  it.each([
    ['policyId missing', { policyId: undefined }, '请选择要申报的政策'],
    ['companyName blank', { companyName: ' ' }, '请输入企业名称'],
    ['linkman missing', { linkman: undefined }, '请输入联系人'],
    ['linkphone missing', { linkphone: '' }, '请输入手机号'],
    ['linkphone wrong', { linkphone: '1380531000' }, '请输入正确的手机号'],
    ['summary missing', { summary: '' }, '请输入项目简介'],
    ['summary 301 characters', { summary: repeat(301) }, '最多输入300个字符'],
    ['eleven files', { fileIds: Array.from({ length: 11 }, (_, i) => i + 1) }, '附件最多上传10个'],
    ['a bad file id', { fileIds: ['x'] }, '附件不存在，请重新上传'],
  ])('%s → %s', (_name, change, message) => {
    expect(messageOf(policyApplySchema, { ...valid, ...change })).toBe(message);
  });
});
