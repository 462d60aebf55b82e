import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_PATTERN,
  PASSWORD_DIGEST_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  USERNAME_PATTERN,
} from '../src/validation/common.ts';

describe('PHONE_PATTERN', () => {
  it.each([
    '13012345678',
    '13912345678',
    '14012345678',
    '14112345678',
    '14512345678',
    '14712345678',
    '14912345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '16212345678',
    '16712345678',
    '17012345678',
    '17812345678',
    '18012345678',
    '18912345678',
    '19012345678',
    '19212345678',
    '19312345678',
    '19512345678',
    '19912345678',
  ])('accepts %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    ['120 prefix', '12012345678'],
    ['110 prefix', '11012345678'],
    ['100 prefix', '10012345678'],
    ['142 prefix', '14212345678'],
    ['143 prefix', '14312345678'],
    ['154 prefix', '15412345678'],
    ['160 prefix', '16012345678'],
    ['161 prefix', '16112345678'],
    ['168 prefix', '16812345678'],
    ['179 prefix', '17912345678'],
    ['194 prefix', '19412345678'],
    ['not starting with 1', '23812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['letters', '1381234567a'],
    ['inner space', '138 12345678'],
    ['country code', '+8613812345678'],
    ['empty', ''],
  ])('rejects %s', (_case, phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe('PASSWORD_PATTERN', () => {
  it.each([
    ['all three classes', 'abc1!'],
    ['length 4', 'a1!b'],
    ['length 20', 'abcdefgh12345678!@#$'],
    ['dot allowed', 'a1!.'],
    ['upper case allowed', 'Abc1!'],
    ['every special', 'a1~!@#$%^&*'],
  ])('accepts %s', (_case, password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });

  it.each([
    ['no lowercase', 'ABC1!'],
    ['no digit', 'abcd!'],
    ['no special', 'abcd1'],
    ['dot is not a special', 'abc1.'],
    ['length 3', 'a1!'],
    ['length 21', 'abcdefgh12345678!@#$%'],
    ['space', 'abc1! '],
    ['hyphen', 'abc1!-'],
    ['underscore', 'abc1!_'],
    ['Chinese', 'abc1!密'],
    ['empty', ''],
  ])('rejects %s', (_case, password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(false);
  });
});

describe('PASSWORD_DIGEST_PATTERN', () => {
  it('accepts 32 upper-case hex characters', () => {
    expect(PASSWORD_DIGEST_PATTERN.test('0123456789ABCDEF0123456789ABCDEF')).toBe(true);
  });

  it.each([
    ['lower case', '0123456789abcdef0123456789abcdef'],
    ['31 characters', '0123456789ABCDEF0123456789ABCDE'],
    ['33 characters', '0123456789ABCDEF0123456789ABCDEF0'],
    ['non-hex', '0123456789ABCDEF0123456789ABCDEG'],
  ])('rejects %s', (_case, digest) => {
    expect(PASSWORD_DIGEST_PATTERN.test(digest)).toBe(false);
  });
});

describe('CAPTCHA_PATTERN and USERNAME_PATTERN', () => {
  it('captcha is exactly 6 digits', () => {
    expect(CAPTCHA_PATTERN.test('012345')).toBe(true);
    expect(CAPTCHA_PATTERN.test('12345')).toBe(false);
    expect(CAPTCHA_PATTERN.test('1234567')).toBe(false);
    expect(CAPTCHA_PATTERN.test('12345a')).toBe(false);
  });

  it('username is 2-30 letters, digits, underscores or Chinese characters', () => {
    expect(USERNAME_PATTERN.test('张三')).toBe(true);
    expect(USERNAME_PATTERN.test('user_01')).toBe(true);
    expect(USERNAME_PATTERN.test('a'.repeat(30))).toBe(true);
    expect(USERNAME_PATTERN.test('a')).toBe(false);
    expect(USERNAME_PATTERN.test('a'.repeat(31))).toBe(false);
    expect(USERNAME_PATTERN.test('user name')).toBe(false);
    expect(USERNAME_PATTERN.test('user-1')).toBe(false);
  });
});
