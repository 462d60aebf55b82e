import { describe, expect, it } from 'vitest';
import {
  capCount,
  formatCount,
  formatDate,
  formatDistance,
  formatMoney,
  formatWan,
  maskPhone,
  wanToYuan,
  yuanToWanInput,
} from '../src/format.ts';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it.each(['1381234567', '138123456789', '138-1234-567', '', '138****5678'])(
    'leaves %j unchanged',
    (value) => {
      expect(maskPhone(value)).toBe(value);
    },
  );

  it('turns missing into an empty string', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0m'],
    [12.4, '12m'],
    [999, '999m'],
    [999.4, '999m'],
    [999.6, '1km'],
    [1000, '1km'],
    [1049, '1km'],
    [1050, '1.1km'],
    [1500, '1.5km'],
    [12345, '12.3km'],
    [-5, '0m'],
  ])('%d m → %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatDistance(null)).toBe('');
    expect(formatDistance(undefined)).toBe('');
  });
});

describe('capCount', () => {
  it.each([
    [0, 0],
    [998, 998],
    [999, 999],
    [1000, '999+'],
    [123456, '999+'],
  ])('%d → %j', (count, shown) => {
    expect(capCount(count)).toBe(shown);
  });

  it('takes another cap', () => {
    expect(capCount(100, 99)).toBe('99+');
    expect(capCount(99, 99)).toBe(99);
  });

  it('shows 0 for missing or invalid counts', () => {
    expect(capCount(null)).toBe(0);
    expect(capCount(undefined)).toBe(0);
    expect(capCount(Number.NaN)).toBe(0);
  });
});

describe('formatCount', () => {
  it('groups thousands as Intl.NumberFormat zh-CN does', () => {
    const zh = new Intl.NumberFormat('zh-CN');
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1231198, -4500, 10_000_000]) {
      expect(formatCount(n)).toBe(zh.format(n));
    }
  });

  it('rounds to a whole number and shows nonsense as 0', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatMoney', () => {
  it.each([
    [1234567.8, '1,234,567.80'],
    [0, '0.00'],
    [5, '5.00'],
    [999.999, '1,000.00'],
    [1000, '1,000.00'],
    [100000, '100,000.00'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    ['1234567.8', '1,234,567.80'],
    [' 42 ', '42.00'],
    ['abc', '0.00'],
    ['', '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
  ])('%j → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });
});

describe('formatDate', () => {
  it('keeps the first 10 characters', () => {
    expect(formatDate('2026-11-05 14:30:00')).toBe('2026-11-05');
    expect(formatDate('2026-11-05T14:30:00+08:00')).toBe('2026-11-05');
    expect(formatDate('2026-11-05')).toBe('2026-11-05');
  });

  it('handles short and missing values', () => {
    expect(formatDate('2026-11')).toBe('2026-11');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('万元', () => {
  it('shows yuan as 万元 with two decimals and converts typed 万元 back to whole yuan', () => {
    expect(formatWan(1_234_567)).toBe('123.46万元');
    expect(formatWan(5000)).toBe('0.50万元');
    expect(formatWan(null)).toBe('0.00万元');
    expect(wanToYuan(12.34)).toBe(123_400);
    expect(wanToYuan(0.01)).toBe(100);
    expect(yuanToWanInput(123_400)).toBe(12.34);
    expect(yuanToWanInput(123_401)).toBe(12.35);
  });
});
