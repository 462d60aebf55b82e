import { describe, expect, it } from 'vitest';
import { HOME_SIZES, HomePaths } from '../src/api/home.ts';
import { LIST_SIZES, PAGE_SIZE } from '../src/constants.ts';
import {
  ACTION_OPEN,
  ACTION_STATUSES,
  AD_POSITION_VALUES,
  AD_POSITIONS,
  CAPTCHA_PURPOSES,
  FINANCE_CAPTCHA_PURPOSE,
  NEED_TAG_TYPES,
  SERVICE_TYPES,
  TRADE_STATUSES,
  UNVEIL_STATUSES,
} from '../src/enums/index.ts';
import { strictRequest } from '../src/validation/common.ts';
import { flagField, pagingShape, sizeField } from '../src/validation/paging.ts';
import { messageOf, parsed } from './helpers.ts';

describe('HomePaths', () => {
  it('are distinct paths below the API base, as spec §7 spells them', () => {
    const paths = Object.values(HomePaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/[\w/]+$/);
    expect(HomePaths.needAdd).toBe('/need/add');
    expect(HomePaths.loanApply).toBe('/api/home/add/loan/apply');
    expect(HomePaths.actionRecommend).toBe('/client/api/action/recommand');
    expect(HomePaths.talentCounts).toBe('/client/api/home/techMemberCount');
  });

  it('size defaults follow spec §9', () => {
    expect(HOME_SIZES.policyHome.fallback).toBe(LIST_SIZES.policies);
    expect(HOME_SIZES.voucherNotices.fallback).toBe(LIST_SIZES.notices);
    expect(HOME_SIZES.voucherOrgs.fallback).toBe(LIST_SIZES.organisations);
  });
});

describe('home status tables', () => {
  it('keep the spec values', () => {
    expect(ACTION_STATUSES[ACTION_OPEN]).toBe('报名中');
    expect(ACTION_OPEN).toBe(1);
    expect(TRADE_STATUSES[0]).toBe('未交易');
    expect(UNVEIL_STATUSES[0]).toBe('未揭榜');
    expect(NEED_TAG_TYPES).toEqual({ 1: '需求类别', 2: '转让方式' });
    expect(SERVICE_TYPES[1]).toBe('研发服务');
    expect(SERVICE_TYPES[2]).toBe('转化服务');
    expect(CAPTCHA_PURPOSES[FINANCE_CAPTCHA_PURPOSE]).toBe('金融申请');
  });

  it('AD_POSITION_VALUES lists every key of AD_POSITIONS', () => {
    expect(AD_POSITION_VALUES.map(String)).toEqual(Object.keys(AD_POSITIONS));
  });
});

describe('paging and size fields', () => {
  const paging = strictRequest(pagingShape);

  it('default to page 1 of 10 and read strings of digits', () => {
    expect(parsed(paging, {})).toEqual({ pageNum: 1, pageSize: PAGE_SIZE.default });
    expect(parsed(paging, { pageNum: '3', pageSize: '20' })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(parsed(paging, { pageNum: '', pageSize: '' })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('refuse pages below 1 and sizes above 100', () => {
    expect(messageOf(paging, { pageNum: 0 })).toBe('页码应为正整数');
    expect(messageOf(paging, { pageNum: '1.5' })).toBe('页码应为正整数');
    expect(messageOf(paging, { pageSize: 101 })).toBe('每页条数应为1-100之间的整数');
  });

  it('size has a default and a maximum', () => {
    const size = strictRequest({ size: sizeField(12, 50) });
    expect(parsed(size, {})).toEqual({ size: 12 });
    expect(parsed(size, { size: '5' })).toEqual({ size: 5 });
    expect(messageOf(size, { size: '51' })).toBe('数量应为1-50之间的整数');
  });

  it('flags read true/false/1/0', () => {
    const flag = strictRequest({ isToday: flagField(false) });
    expect(parsed(flag, {})).toEqual({ isToday: false });
    expect(parsed(flag, { isToday: 'true' })).toEqual({ isToday: true });
    expect(parsed(flag, { isToday: '0' })).toEqual({ isToday: false });
    expect(parsed(flag, { isToday: true })).toEqual({ isToday: true });
    expect(messageOf(flag, { isToday: 'yes' })).toBe('参数应为true或false');
  });
});
