import { describe, expect, it } from 'vitest';
import {
  businessLocationRule,
  financeDemandApplicationSchema,
  financingNeedSchema,
  loanApplicationSchema,
  phoneCaptchaRequestSchema,
} from '../src/validation/finance.ts';
import { messageOf, parsed, repeat } from './helpers.ts';

describe('phoneCaptchaRequestSchema', () => {
  it('answers 请输入正确手机号 when the phone is missing or wrong', () => {
    expect(messageOf(phoneCaptchaRequestSchema, {})).toBe('请输入正确手机号');
    expect(messageOf(phoneCaptchaRequestSchema, { telephone: '' })).toBe('请输入正确手机号');
    expect(messageOf(phoneCaptchaRequestSchema, { telephone: '1234' })).toBe('请输入正确手机号');
    expect(parsed(phoneCaptchaRequestSchema, { telephone: '13812345678' })).toEqual({
      telephone: '13812345678',
    });
  });
});

describe('loanApplicationSchema', () => {
  const valid = {
    companyName: '某某科技有限公司',
    applyMoney: '500000',
    guarantyType: '1',
    linkName: '张三',
    linkPhone: '13812345678',
    captcha: '123456',
  };

  it('accepts the required fields and converts form strings', () => {
    expect(parsed(loanApplicationSchema, valid)).toEqual({
      ...valid,
      applyMoney: 500000,
      guarantyType: 1,
    });
  });

  it.each([
    ['companyName missing', { companyName: undefined }, '请输入企业名称'],
    ['applyMoney missing', { applyMoney: undefined }, '请输入申请金额'],
    ['applyMoney empty', { applyMoney: '' }, '请输入申请金额'],
    ['applyMoney three decimals', { applyMoney: '1.001' }, '请输入正确的金额'],
    ['applyMoney zero', { applyMoney: '0' }, '请输入正确的金额'],
    ['guarantyType missing', { guarantyType: undefined }, '请选择担保方式'],
    ['linkName missing', { linkName: '' }, '请输入联系人'],
    ['linkPhone missing', { linkPhone: undefined }, '请输入手机号'],
    ['linkPhone empty', { linkPhone: '' }, '请输入手机号'],
    ['linkPhone invalid', { linkPhone: '17912345678' }, '请输入正确的手机号'],
    ['captcha missing', { captcha: '' }, '请输入验证码'],
    ['businessScope 301 characters', { businessScope: repeat(301) }, '最多输入300个字符'],
    ['moneyUse 301 characters', { moneyUse: repeat(301) }, '最多输入300个字符'],
  ])('%s', (_case, change, message) => {
    expect(messageOf(loanApplicationSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts exactly 300 characters of business scope', () => {
    const value = parsed(loanApplicationSchema, {
      ...valid,
      businessScope: repeat(300),
      moneyUse: '',
    });
    expect(value.businessScope).toBe(repeat(300));
    expect(value.moneyUse).toBeUndefined();
  });
});

describe('financingNeedSchema', () => {
  const valid = {
    companyName: '某某科技有限公司',
    applyMoney: 1000000.5,
    linkPhone: '13812345678',
    captcha: '123456',
  };

  it('accepts the required fields alone', () => {
    expect(parsed(financingNeedSchema, valid)).toEqual(valid);
  });

  it.each([
    ['', undefined],
    [null, undefined],
    ['0', 0],
    ['12.5', 12.5],
    [100, 100],
  ])('stockPecent %j → %j', (stockPecent, expected) => {
    expect(parsed(financingNeedSchema, { ...valid, stockPecent }).stockPecent).toBe(expected);
  });

  it.each(['100.01', '-1', 101, '1.234', 'abc', '5%'])('rejects stockPecent %j', (stockPecent) => {
    expect(messageOf(financingNeedSchema, { ...valid, stockPecent })).toBe(
      '请输入正确的出让股权比例',
    );
  });

  it.each([
    ['companyName missing', { companyName: ' ' }, '请输入企业名称'],
    ['applyMoney missing', { applyMoney: null }, '请输入申请金额'],
    ['linkPhone missing', { linkPhone: '' }, '请输入手机号'],
    ['linkPhone invalid', { linkPhone: '1381234567' }, '请输入正确的手机号'],
    ['captcha missing', { captcha: undefined }, '请输入验证码'],
    ['projectDesc 301 characters', { projectDesc: repeat(301) }, '最多输入300个字符'],
  ])('%s', (_case, change, message) => {
    expect(messageOf(financingNeedSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts exactly 300 characters of project description', () => {
    expect(parsed(financingNeedSchema, { ...valid, projectDesc: repeat(300) }).projectDesc).toBe(
      repeat(300),
    );
  });
});

describe('financeDemandApplicationSchema', () => {
  const valid = {
    companyName: '某某科技有限公司',
    legalPerson: '李四',
    companyProperty: { id: 3, optName: '民营企业' },
    linkman: '张三',
    linkphone: '13812345678',
    companyAddress: '广州市天河区某路1号',
    mainBusiness: '新材料研发',
    joinReason: '需要融资扩大生产',
  };

  it('accepts the form and fixes signCategory to REQUIREMENT', () => {
    expect(parsed(financeDemandApplicationSchema, valid)).toEqual({
      ...valid,
      signCategory: 'REQUIREMENT',
    });
    expect(
      parsed(financeDemandApplicationSchema, { ...valid, signCategory: 'REQUIREMENT' })
        .signCategory,
    ).toBe('REQUIREMENT');
  });

  it.each([
    ['companyName', { companyName: '' }, '请输入单位名称'],
    ['legalPerson', { legalPerson: undefined }, '请输入法人代表'],
    ['companyProperty missing', { companyProperty: undefined }, '请选择单位性质'],
    ['companyProperty without id', { companyProperty: { optName: '民营企业' } }, '请选择单位性质'],
    ['companyProperty without name', { companyProperty: { id: 3, optName: '' } }, '请选择单位性质'],
    ['linkman', { linkman: ' ' }, '请输入联系人'],
    ['linkphone missing', { linkphone: '' }, '请输入联系电话'],
    ['linkphone invalid', { linkphone: '0201234567' }, '请输入正确的手机号'],
    ['companyAddress', { companyAddress: undefined }, '请输入公司注册地址'],
    ['companyAddress too long', { companyAddress: repeat(201) }, '不能超过200个字符'],
    ['mainBusiness', { mainBusiness: '' }, '请输入公司主营业务'],
    ['mainBusiness too long', { mainBusiness: repeat(301) }, '最多输入300个字符'],
    ['joinReason', { joinReason: undefined }, '请输入公司需求描述'],
    ['joinReason 31 characters', { joinReason: repeat(31) }, '最多输入30个字符'],
    ['ownQuality too long', { ownQuality: repeat(301) }, '最多输入300个字符'],
    ['signCategory other', { signCategory: 'SUPPLY' }, '报名类别不正确'],
  ])('%s', (_case, change, message) => {
    expect(messageOf(financeDemandApplicationSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts exactly 30 characters of join reason and an optional ownQuality', () => {
    const value = parsed(financeDemandApplicationSchema, {
      ...valid,
      joinReason: repeat(30),
      ownQuality: '高新技术企业',
    });
    expect(value.joinReason).toBe(repeat(30));
    expect(value.ownQuality).toBe('高新技术企业');
  });

  it('accepts the dictionary id as a string', () => {
    expect(
      parsed(financeDemandApplicationSchema, {
        ...valid,
        companyProperty: { id: '3', optName: '民营企业' },
      }).companyProperty,
    ).toEqual({ id: 3, optName: '民营企业' });
  });

  it('keeps the unused businessLocation rule', () => {
    expect(businessLocationRule).toEqual({
      required: true,
      whitespace: true,
      message: '请输入经营住所',
    });
  });
});
