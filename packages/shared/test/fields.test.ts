import { describe, expect, it } from 'vitest';
import {
  captchaField,
  dateField,
  idArrayField,
  intEnumField,
  intField,
  Messages,
  moneyField,
  optionalText,
  passwordDigestField,
  passwordField,
  phoneField,
  positiveIntField,
  requiredText,
  strictRequest,
} from '../src/validation/common.ts';
import { messageOf, parsed, repeat } from './helpers.ts';

describe('requiredText', () => {
  const schema = requiredText('请输入名称');

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['whitespace only', '  \t '],
    ['a number', 12],
    ['an object', {}],
  ])('gives the required message when %s', (_case, value) => {
    expect(messageOf(schema, value)).toBe('请输入名称');
  });

  it('trims', () => {
    expect(parsed(schema, '  科技成果  ')).toBe('科技成果');
  });

  it('defaults to 50 characters with the generic message', () => {
    expect(parsed(schema, repeat(50))).toBe(repeat(50));
    expect(messageOf(schema, repeat(51))).toBe('不能超过50个字符');
  });

  it('counts length after trimming', () => {
    expect(parsed(schema, ` ${repeat(50)} `)).toBe(repeat(50));
  });

  it('takes a custom maximum and message', () => {
    const short = requiredText('请输入', 30, Messages.joinReasonTooLong);
    expect(messageOf(short, repeat(31))).toBe('最多输入30个字符');
  });

  it('refuses a huge string', () => {
    expect(messageOf(schema, repeat(1_000_000))).toBe('不能超过50个字符');
  });
});

describe('optionalText', () => {
  const schema = optionalText(300, Messages.textareaTooLong);

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('turns %s into undefined', (_case, value) => {
    expect(parsed(schema, value)).toBeUndefined();
  });

  it('keeps and trims text', () => {
    expect(parsed(schema, ' 说明 ')).toBe('说明');
  });

  it('accepts exactly 300 and rejects 301 characters', () => {
    expect(parsed(schema, repeat(300))).toBe(repeat(300));
    expect(messageOf(schema, repeat(301))).toBe('最多输入300个字符');
  });

  it('uses the generic message by default', () => {
    expect(messageOf(optionalText(10), repeat(11))).toBe('不能超过10个字符');
  });

  it('rejects non-strings', () => {
    expect(messageOf(schema, 5)).toBe('请检查填写信息');
  });
});

describe('phoneField', () => {
  const schema = phoneField('请输入手机号', '请输入正确的手机号');

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '  '],
  ])('gives the required message when %s', (_case, value) => {
    expect(messageOf(schema, value)).toBe('请输入手机号');
  });

  it.each([
    ['bad prefix', '12012345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a number instead of a string', 13812345678],
  ])('gives the invalid message for %s', (_case, value) => {
    expect(messageOf(schema, value)).toBe('请输入正确的手机号');
  });

  it('accepts and trims a valid phone', () => {
    expect(parsed(schema, ' 13812345678 ')).toBe('13812345678');
  });
});

describe('captchaField', () => {
  const schema = captchaField();

  it('requires a value', () => {
    expect(messageOf(schema, undefined)).toBe('请输入验证码');
    expect(messageOf(schema, '')).toBe('请输入验证码');
  });

  it('requires 6 digits', () => {
    expect(messageOf(schema, '12345')).toBe('验证码为6位数字');
    expect(messageOf(schema, '1234567')).toBe('验证码为6位数字');
    expect(messageOf(schema, 'abcdef')).toBe('验证码为6位数字');
    expect(parsed(schema, '012345')).toBe('012345');
  });
});

describe('intField', () => {
  const schema = intField('请选择类别');

  it('accepts numbers and strings of digits', () => {
    expect(parsed(schema, 3)).toBe(3);
    expect(parsed(schema, '3')).toBe(3);
    expect(parsed(schema, ' 12 ')).toBe(12);
    expect(parsed(schema, 0)).toBe(0);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['letters', 'abc'],
    ['a decimal', 1.5],
    ['a decimal string', '1.5'],
    ['a negative number', -1],
    ['a negative string', '-1'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a boolean', true],
  ])('gives the message when %s', (_case, value) => {
    expect(messageOf(schema, value)).toBe('请选择类别');
  });
});

describe('positiveIntField and idArrayField', () => {
  it('refuses 0 as an id', () => {
    expect(messageOf(positiveIntField('错误'), 0)).toBe('错误');
    expect(parsed(positiveIntField('错误'), '7')).toBe(7);
  });

  const ids = idArrayField('请选择');

  it('accepts arrays, comma-separated strings and single ids', () => {
    expect(parsed(ids, [1, '2'])).toEqual([1, 2]);
    expect(parsed(ids, '3,4')).toEqual([3, 4]);
    expect(parsed(ids, '5')).toEqual([5]);
    expect(parsed(ids, 6)).toEqual([6]);
    expect(parsed(ids, '')).toEqual([]);
  });

  it('rejects bad items and non-arrays', () => {
    expect(messageOf(ids, [1, 'x'])).toBe('请选择');
    expect(messageOf(ids, [0])).toBe('请选择');
    expect(messageOf(ids, { a: 1 })).toBe('请选择');
  });
});

describe('intEnumField', () => {
  const schema = intEnumField([5, 2, 3], '请选择账号类型');

  it('accepts the listed values as numbers or strings', () => {
    expect(parsed(schema, 5)).toBe(5);
    expect(parsed(schema, '2')).toBe(2);
  });

  it('rejects the rest', () => {
    expect(messageOf(schema, 1)).toBe('请选择账号类型');
    expect(messageOf(schema, '4')).toBe('请选择账号类型');
    expect(messageOf(schema, undefined)).toBe('请选择账号类型');
  });
});

describe('moneyField', () => {
  const schema = moneyField('请输入申请金额');

  it.each([
    [100, 100],
    ['100', 100],
    ['0.01', 0.01],
    ['12.5', 12.5],
    [12.34, 12.34],
    [' 99.99 ', 99.99],
    ['1000000000000', 1e12],
  ])('accepts %j', (value, expected) => {
    expect(parsed(schema, value)).toBe(expected);
  });

  it.each([undefined, null, '', '  '])('requires a value (%j)', (value) => {
    expect(messageOf(schema, value)).toBe('请输入申请金额');
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['negative string', '-5'],
    ['three decimals', '1.234'],
    ['three decimal number', 1.234],
    ['above 1e12', '1000000000000.01'],
    ['letters', '12元'],
    ['exponent', '1e5'],
    ['trailing dot', '5.'],
    ['leading dot', '.5'],
    ['NaN', Number.NaN],
    ['boolean', true],
  ])('rejects %s', (_case, value) => {
    expect(messageOf(schema, value)).toBe('请输入正确的金额');
  });
});

describe('dateField', () => {
  const schema = dateField('请选择截止时间');

  it('accepts real dates', () => {
    expect(parsed(schema, '2026-12-31')).toBe('2026-12-31');
    expect(parsed(schema, '2028-02-29')).toBe('2028-02-29');
  });

  it('requires a value', () => {
    expect(messageOf(schema, undefined)).toBe('请选择截止时间');
    expect(messageOf(schema, '')).toBe('请选择截止时间');
  });

  it.each([
    ['not a leap year', '2026-02-29'],
    ['no 30 February', '2026-02-30'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-01-00'],
    ['slashes', '2026/01/01'],
    ['no padding', '2026-1-1'],
    ['with time', '2026-01-01 10:00:00'],
  ])('rejects %s', (_case, value) => {
    expect(messageOf(schema, value)).toBe('日期格式应为yyyy-MM-dd');
  });
});

describe('passwordField', () => {
  const schema = passwordField('请输入密码');

  it('requires a value', () => {
    expect(messageOf(schema, undefined)).toBe('请输入密码');
    expect(messageOf(schema, '')).toBe('请输入密码');
  });

  it('applies the rule with the spec message', () => {
    expect(messageOf(schema, 'abcd1')).toBe(
      '包含大小写字母，数字及特殊字符(!~!@#$%^&*.),长度4 - 20位',
    );
    expect(parsed(schema, 'abc1!')).toBe('abc1!');
  });

  it('does not trim: a space is not allowed', () => {
    expect(messageOf(schema, ' abc1!')).toBe(Messages.passwordRule);
  });
});

describe('passwordDigestField', () => {
  const schema = passwordDigestField('请输入密码');

  it('requires a value, then a digest', () => {
    expect(messageOf(schema, undefined)).toBe('请输入密码');
    expect(messageOf(schema, '')).toBe('请输入密码');
    expect(messageOf(schema, 'abc1!')).toBe('密码格式不正确');
    expect(parsed(schema, 'E03BA50B78E00EB33AB4CBFE651B7306')).toBe(
      'E03BA50B78E00EB33AB4CBFE651B7306',
    );
  });
});

describe('strictRequest', () => {
  const schema = strictRequest({ name: requiredText('请输入名称') });

  it('names unknown fields in Chinese', () => {
    expect(messageOf(schema, { name: 'a', role: 'admin', id: 1 })).toBe('不支持的字段：role、id');
  });

  it('refuses a body that is not an object', () => {
    expect(messageOf(schema, 'name=a')).toBe('请检查填写信息');
    expect(messageOf(schema, null)).toBe('请检查填写信息');
  });
});
