/// <reference types="node" />
// Only this test needs node types (node:crypto); the package itself runs in browsers too.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestPassword, PASSWORD_SALT } from '../src/password.ts';
import { PASSWORD_DIGEST_PATTERN } from '../src/validation/common.ts';

const expected = (plain: string) =>
  createHash('md5')
    .update(PASSWORD_SALT + plain, 'utf8')
    .digest('hex')
    .toUpperCase();

describe('digestPassword', () => {
  it('is MD5 of salt + password, upper-cased', () => {
    expect(digestPassword('abc1!')).toBe(expected('abc1!'));
    expect(digestPassword('Abc123!@#.')).toBe(expected('Abc123!@#.'));
  });

  it('matches a fixed value, so the salt cannot change unnoticed', () => {
    expect(PASSWORD_SALT).toBe('kjcgzh@2026#portal');
    expect(digestPassword('abc')).toBe('E03BA50B78E00EB33AB4CBFE651B7306');
  });

  it('hashes non-ASCII text as UTF-8 like node does', () => {
    expect(digestPassword('密码a1!')).toBe(expected('密码a1!'));
  });

  it('always produces what the server accepts', () => {
    for (const plain of ['', 'a', 'abc1!', 'x'.repeat(100)]) {
      expect(digestPassword(plain)).toMatch(PASSWORD_DIGEST_PATTERN);
    }
  });

  it('differs for different passwords', () => {
    expect(digestPassword('abc1!')).not.toBe(digestPassword('abc1@'));
  });
});
