import { describe, expect, it } from 'vitest';
import { techNeedSchema } from '../src/validation/need.ts';
import { messageOf, parsed, repeat } from './helpers.ts';

const valid = {
  goodsName: '高效光伏组件封装技术',
  needType: 1,
  giveType: 2,
  deadlineTime: '2026-12-31',
};

describe('techNeedSchema', () => {
  it('accepts the required fields alone', () => {
    expect(parsed(techNeedSchema, valid)).toEqual(valid);
  });

  it('accepts form strings for the ids and keeps the optional fields', () => {
    expect(
      parsed(techNeedSchema, {
        ...valid,
        needType: '3',
        giveType: '4',
        goodsDesc: ' 需求说明 ',
        tagIds: ['1', 2],
      }),
    ).toEqual({ ...valid, needType: 3, giveType: 4, goodsDesc: '需求说明', tagIds: [1, 2] });
  });

  it.each([
    ['goodsName missing', { goodsName: undefined }, '请输入需求名称'],
    ['goodsName blank', { goodsName: '  ' }, '请输入需求名称'],
    ['goodsName too long', { goodsName: repeat(51) }, '不能超过50个字符'],
    ['needType missing', { needType: undefined }, '请选择需求类别'],
    ['needType empty string', { needType: '' }, '请选择需求类别'],
    ['giveType missing', { giveType: undefined }, '请选择转让方式'],
    ['giveType not a number', { giveType: 'x' }, '请选择转让方式'],
    ['deadlineTime missing', { deadlineTime: undefined }, '请选择截止时间'],
    ['deadlineTime empty', { deadlineTime: '' }, '请选择截止时间'],
    ['deadlineTime not a date', { deadlineTime: '2026-02-30' }, '日期格式应为yyyy-MM-dd'],
    ['goodsDesc 301 characters', { goodsDesc: repeat(301) }, '最多输入300个字符'],
    ['tagIds with a bad id', { tagIds: [1, 'x'] }, '请选择正确的需求标签'],
  ])('%s', (_case, change, message) => {
    expect(messageOf(techNeedSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts exactly 300 characters of description', () => {
    expect(parsed(techNeedSchema, { ...valid, goodsDesc: repeat(300) }).goodsDesc).toBe(
      repeat(300),
    );
  });

  it('drops unknown fields instead of passing them on', () => {
    expect(parsed(techNeedSchema, { ...valid, userId: 9 })).toEqual(valid);
  });

  it('reports the fields in form order', () => {
    expect(messageOf(techNeedSchema, {})).toBe('请输入需求名称');
  });
});
