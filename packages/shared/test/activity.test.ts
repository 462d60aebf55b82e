import { describe, expect, it } from 'vitest';
import { activitySignUpSchema } from '../src/validation/activity.ts';
import { messageOf, parsed, repeat } from './helpers.ts';

const valid = {
  actionId: 12,
  companyName: '某某科技有限公司',
  linkman: '张三',
  linkphone: '13812345678',
};

describe('activitySignUpSchema', () => {
  it('accepts a complete sign-up, actionId as a string too', () => {
    expect(parsed(activitySignUpSchema, valid)).toEqual(valid);
    expect(parsed(activitySignUpSchema, { ...valid, actionId: '12' })).toEqual(valid);
  });

  it.each([
    ['actionId missing', { actionId: undefined }, '请选择报名活动'],
    ['actionId 0', { actionId: 0 }, '请选择报名活动'],
    ['companyName missing', { companyName: undefined }, '请输入企业名称'],
    ['companyName too long', { companyName: repeat(51) }, '不能超过50个字符'],
    ['linkman blank', { linkman: '   ' }, '请输入联系人'],
    ['linkphone missing', { linkphone: undefined }, '请输入手机号'],
    ['linkphone empty', { linkphone: '' }, '请输入手机号'],
    ['linkphone 10 digits', { linkphone: '1381234567' }, '请输入正确的手机号'],
    ['linkphone bad prefix', { linkphone: '16012345678' }, '请输入正确的手机号'],
  ])('%s', (_case, change, message) => {
    expect(messageOf(activitySignUpSchema, { ...valid, ...change })).toBe(message);
  });
});
