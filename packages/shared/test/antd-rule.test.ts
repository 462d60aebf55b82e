import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  firstIssueMessage,
  Messages,
  registerFormSchema,
  toAntdRule,
  toAntdRules,
} from '../src/validation/index.ts';

describe('firstIssueMessage', () => {
  it('returns the message of the first issue', () => {
    const result = registerFormSchema.safeParse({ username: 'zhang' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('请输入手机号');
  });

  it('falls back to 请检查填写信息 for an error without issues', () => {
    expect(firstIssueMessage(new z.ZodError([]))).toBe('请检查填写信息');
  });
});

describe('toAntdRule', () => {
  const rule = toAntdRule(registerFormSchema.shape.telephone);

  it('resolves for a valid value', async () => {
    await expect(rule.validator({}, '13812345678')).resolves.toBeUndefined();
  });

  it('rejects with the first issue message', async () => {
    await expect(rule.validator({}, '')).rejects.toThrow('请输入手机号');
    await expect(rule.validator({}, undefined)).rejects.toThrow('请输入手机号');
    await expect(rule.validator({}, '123')).rejects.toThrow('请输入正确手机号');
  });

  it('works for the terms checkbox', async () => {
    const agree = toAntdRule(registerFormSchema.shape.agree);
    await expect(agree.validator({}, false)).rejects.toThrow(Messages.termsRequired);
    await expect(agree.validator({}, true)).resolves.toBeUndefined();
  });
});

describe('toAntdRules', () => {
  it('builds one rule list per field', async () => {
    const rules = toAntdRules(registerFormSchema);
    expect(Object.keys(rules)).toEqual([
      'username',
      'telephone',
      'captcha',
      'password',
      'accountType',
      'agree',
    ]);
    const [passwordRule] = rules.password;
    await expect(passwordRule?.validator({}, 'abcdef')).rejects.toThrow(Messages.passwordRule);
    await expect(rules.captcha[0]?.validator({}, '')).rejects.toThrow('请输入验证码');
  });
});
