import { describe, expect, it } from 'vitest';
import { digestPassword } from '../src/password.ts';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  forgotFormSchema,
  forgotRequestSchema,
  loginFormSchema,
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  sendCaptchaRequestSchema,
  submitAuthRequestSchema,
} from '../src/validation/account.ts';
import { messageOf, parsed, repeat } from './helpers.ts';

const DIGEST = digestPassword('abc1!');
const OTHER_DIGEST = digestPassword('xyz9@');

describe('sendCaptchaRequestSchema', () => {
  it('accepts each purpose, as number or string', () => {
    expect(parsed(sendCaptchaRequestSchema, { type: 1, telephone: '13812345678' })).toEqual({
      type: 1,
      telephone: '13812345678',
    });
    expect(parsed(sendCaptchaRequestSchema, { type: '3', telephone: '13812345678' }).type).toBe(3);
  });

  it('refuses other types', () => {
    expect(messageOf(sendCaptchaRequestSchema, { type: 4, telephone: '13812345678' })).toBe(
      '验证码类型不正确',
    );
    expect(messageOf(sendCaptchaRequestSchema, { telephone: '13812345678' })).toBe(
      '验证码类型不正确',
    );
  });

  it('answers 请输入正确手机号 for a missing or bad phone', () => {
    expect(messageOf(sendCaptchaRequestSchema, { type: 1 })).toBe('请输入正确手机号');
    expect(messageOf(sendCaptchaRequestSchema, { type: 1, telephone: '' })).toBe(
      '请输入正确手机号',
    );
    expect(messageOf(sendCaptchaRequestSchema, { type: 1, telephone: '12345678901' })).toBe(
      '请输入正确手机号',
    );
  });

  it('refuses unknown fields', () => {
    expect(messageOf(sendCaptchaRequestSchema, { type: 1, telephone: '13812345678', x: 1 })).toBe(
      '不支持的字段：x',
    );
  });
});

describe('loginFormSchema', () => {
  it('account login needs username and password', () => {
    expect(messageOf(loginFormSchema, { type: 1 })).toBe('请输入账号');
    expect(messageOf(loginFormSchema, { type: 1, username: 'zhang' })).toBe('请输入密码');
    // Plain passwords of old accounts need not match the current rule.
    expect(parsed(loginFormSchema, { type: 1, username: 'zhang', password: 'x' })).toEqual({
      type: 1,
      username: 'zhang',
      password: 'x',
    });
  });

  it('phone login needs telephone and captcha', () => {
    expect(messageOf(loginFormSchema, { type: 2 })).toBe('请输入手机号');
    expect(messageOf(loginFormSchema, { type: 2, telephone: '1381234567' })).toBe(
      '请输入正确手机号',
    );
    expect(messageOf(loginFormSchema, { type: 2, telephone: '13812345678' })).toBe('请输入验证码');
    expect(
      parsed(loginFormSchema, { type: '2', telephone: '13812345678', captcha: '123456' }),
    ).toEqual({ type: 2, telephone: '13812345678', captcha: '123456' });
  });

  it('needs a known type', () => {
    expect(messageOf(loginFormSchema, {})).toBe('登录方式不正确');
    expect(messageOf(loginFormSchema, { type: 3 })).toBe('登录方式不正确');
  });
});

describe('loginRequestSchema', () => {
  const account = { type: 1, username: 'zhang', password: DIGEST, ticket: 't-123' };
  const phone = { type: 2, telephone: '13812345678', captcha: '123456' };

  it('accepts account login and turns "1" into 1', () => {
    expect(parsed(loginRequestSchema, account)).toEqual(account);
    expect(parsed(loginRequestSchema, { ...account, type: '1' })).toEqual(account);
  });

  it('accepts phone login and turns "2" into 2', () => {
    expect(parsed(loginRequestSchema, { ...phone, type: '2' })).toEqual(phone);
  });

  it('gives the first failed rule, not a union error', () => {
    expect(messageOf(loginRequestSchema, { type: '1' })).toBe('请输入账号');
    expect(messageOf(loginRequestSchema, { ...account, username: '' })).toBe('请输入账号');
    expect(messageOf(loginRequestSchema, { ...account, username: '   ' })).toBe('请输入账号');
    expect(messageOf(loginRequestSchema, { ...account, password: undefined })).toBe('请输入密码');
    expect(messageOf(loginRequestSchema, { ...account, password: 'abc1!' })).toBe('密码格式不正确');
    expect(messageOf(loginRequestSchema, { ...account, ticket: '' })).toBe('请先完成滑块验证');
    expect(messageOf(loginRequestSchema, { ...account, ticket: repeat(101, 't') })).toBe(
      '请先完成滑块验证',
    );
    expect(messageOf(loginRequestSchema, { type: 2 })).toBe('请输入手机号');
    expect(messageOf(loginRequestSchema, { ...phone, captcha: '' })).toBe('请输入验证码');
  });

  it('refuses an unknown type', () => {
    expect(messageOf(loginRequestSchema, { ...account, type: 3 })).toBe('登录方式不正确');
    expect(messageOf(loginRequestSchema, { ...account, type: undefined })).toBe('登录方式不正确');
  });

  it('refuses the fields of the other login type and unknown fields', () => {
    expect(messageOf(loginRequestSchema, { ...account, captcha: '123456' })).toBe(
      '不支持的字段：captcha',
    );
    expect(messageOf(loginRequestSchema, { ...phone, password: DIGEST })).toBe(
      '不支持的字段：password',
    );
  });
});

describe('registerFormSchema', () => {
  const valid = {
    username: 'zhang_san',
    telephone: '13812345678',
    captcha: '123456',
    password: 'abc1!',
    accountType: 5,
    agree: true,
  };

  it('accepts a complete form', () => {
    expect(parsed(registerFormSchema, valid)).toEqual(valid);
  });

  it.each([
    ['username missing', { username: undefined }, '请输入账号'],
    ['username empty', { username: '' }, '请输入账号'],
    ['username blank', { username: '   ' }, '请输入账号'],
    ['username too short', { username: 'a' }, '账号由2-30位字母、数字、下划线或汉字组成'],
    [
      'username too long',
      { username: repeat(31, 'a') },
      '账号由2-30位字母、数字、下划线或汉字组成',
    ],
    ['username with space', { username: 'zhang san' }, '账号由2-30位字母、数字、下划线或汉字组成'],
    ['telephone missing', { telephone: undefined }, '请输入手机号'],
    ['telephone empty', { telephone: '' }, '请输入手机号'],
    ['telephone invalid', { telephone: '15412345678' }, '请输入正确手机号'],
    ['captcha missing', { captcha: undefined }, '请输入验证码'],
    ['password missing', { password: undefined }, '请输入密码'],
    [
      'password weak',
      { password: 'abcdef' },
      '包含大小写字母，数字及特殊字符(!~!@#$%^&*.),长度4 - 20位',
    ],
    ['account type missing', { accountType: undefined }, '请选择账号类型'],
    ['account type 1', { accountType: 1 }, '请选择账号类型'],
    ['terms unticked', { agree: false }, '请阅读用户协议及平台须知'],
    ['terms missing', { agree: undefined }, '请阅读用户协议及平台须知'],
  ])('%s', (_case, change, message) => {
    expect(messageOf(registerFormSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts a Chinese username and the account type as a string', () => {
    expect(
      parsed(registerFormSchema, { ...valid, username: '张三', accountType: '2' }),
    ).toMatchObject({ username: '张三', accountType: 2 });
  });
});

describe('registerRequestSchema', () => {
  const valid = {
    username: 'zhang',
    telephone: '13812345678',
    captcha: '123456',
    password: DIGEST,
    accountType: 3,
  };

  it('accepts a digest and refuses a plain password', () => {
    expect(parsed(registerRequestSchema, valid)).toEqual(valid);
    expect(messageOf(registerRequestSchema, { ...valid, password: 'abc1!' })).toBe(
      '密码格式不正确',
    );
    expect(messageOf(registerRequestSchema, { ...valid, password: DIGEST.toLowerCase() })).toBe(
      '密码格式不正确',
    );
  });

  it('refuses agree and any other extra field', () => {
    expect(messageOf(registerRequestSchema, { ...valid, agree: true })).toBe('不支持的字段：agree');
  });

  it('reports the first missing field', () => {
    expect(messageOf(registerRequestSchema, {})).toBe('请输入账号');
  });
});

describe('forgot password', () => {
  it('form uses the new-password message', () => {
    const form = { username: 'zhang', telephone: '13812345678', captcha: '123456' };
    expect(messageOf(forgotFormSchema, form)).toBe('请输入新密码');
    expect(messageOf(forgotFormSchema, { ...form, password: 'abc' })).toBe(
      '包含大小写字母，数字及特殊字符(!~!@#$%^&*.),长度4 - 20位',
    );
    expect(parsed(forgotFormSchema, { ...form, password: 'abc1!', extra: 1 })).toEqual({
      ...form,
      password: 'abc1!',
    });
  });

  it('request needs a digest and refuses extra fields', () => {
    const body = { username: 'zhang', telephone: '13812345678', captcha: '123456' };
    expect(messageOf(forgotRequestSchema, body)).toBe('请输入新密码');
    expect(parsed(forgotRequestSchema, { ...body, password: DIGEST })).toEqual({
      ...body,
      password: DIGEST,
    });
    expect(messageOf(forgotRequestSchema, { ...body, password: DIGEST, accountType: 2 })).toBe(
      '不支持的字段：accountType',
    );
    expect(messageOf(forgotRequestSchema, { ...body, username: '' })).toBe('请输入账号');
  });
});

describe('change password', () => {
  it('form: old password only needs a value', () => {
    expect(messageOf(changePasswordFormSchema, { newPassword: 'abc1!' })).toBe('旧密码不能为空');
    expect(messageOf(changePasswordFormSchema, { oldPassword: '', newPassword: 'abc1!' })).toBe(
      '旧密码不能为空',
    );
    expect(parsed(changePasswordFormSchema, { oldPassword: 'old', newPassword: 'abc1!' })).toEqual({
      oldPassword: 'old',
      newPassword: 'abc1!',
    });
  });

  it('form: new password needs a value and the rule', () => {
    expect(messageOf(changePasswordFormSchema, { oldPassword: 'old' })).toBe('请输入新密码');
    expect(messageOf(changePasswordFormSchema, { oldPassword: 'old', newPassword: 'abc' })).toBe(
      '包含大小写字母，数字及特殊字符(!~!@#$%^&*.),长度4 - 20位',
    );
  });

  it('form: new password must differ from the old one', () => {
    expect(
      messageOf(changePasswordFormSchema, { oldPassword: 'abc1!', newPassword: 'abc1!' }),
    ).toBe('新密码不能与旧密码相同');
  });

  it('request: digests, different, nothing else', () => {
    expect(
      parsed(changePasswordRequestSchema, { oldPassword: DIGEST, newPassword: OTHER_DIGEST }),
    ).toEqual({ oldPassword: DIGEST, newPassword: OTHER_DIGEST });
    expect(messageOf(changePasswordRequestSchema, { newPassword: OTHER_DIGEST })).toBe(
      '旧密码不能为空',
    );
    expect(messageOf(changePasswordRequestSchema, { oldPassword: DIGEST })).toBe('请输入新密码');
    expect(
      messageOf(changePasswordRequestSchema, { oldPassword: DIGEST, newPassword: 'abc1!' }),
    ).toBe('密码格式不正确');
    expect(
      messageOf(changePasswordRequestSchema, { oldPassword: DIGEST, newPassword: DIGEST }),
    ).toBe('新密码不能与旧密码相同');
    expect(
      messageOf(changePasswordRequestSchema, {
        oldPassword: DIGEST,
        newPassword: OTHER_DIGEST,
        userId: 1,
      }),
    ).toBe('不支持的字段：userId');
  });
});

describe('submitAuthRequestSchema', () => {
  const valid = {
    authType: 2,
    realName: '某某科技有限公司',
    certNo: '91350100M000100Y43',
    materials: [7],
  };

  it('accepts a complete submission, strings included', () => {
    expect(parsed(submitAuthRequestSchema, valid)).toEqual(valid);
    expect(
      parsed(submitAuthRequestSchema, { ...valid, authType: '9', materials: ['3', '4'] }),
    ).toMatchObject({ authType: 9, materials: [3, 4] });
  });

  it.each([
    ['auth type missing', { authType: undefined }, '请选择认证类型'],
    ['auth type 6', { authType: 6 }, '请选择认证类型'],
    ['auth type 0', { authType: 0 }, '请选择认证类型'],
    ['name missing', { realName: undefined }, '请输入认证名称'],
    ['name blank', { realName: ' ' }, '请输入认证名称'],
    ['name 51 characters', { realName: repeat(51) }, '不能超过50个字符'],
    ['cert no missing', { certNo: '' }, '请输入证件号码'],
    ['cert no 31 characters', { certNo: repeat(31, '1') }, '不能超过30个字符'],
    ['cert no with hyphen', { certNo: '9144-0300' }, '证件号码格式不正确'],
    // Organisations: an 18-character credit code with its check character (issue 26).
    ['credit code 123', { certNo: '123' }, '请输入正确的18位统一社会信用代码'],
    [
      'credit code, wrong check',
      { certNo: '91350100M000100Y44' },
      '请输入正确的18位统一社会信用代码',
    ],
    ['university code 123', { authType: 3, certNo: '123' }, '请输入正确的18位统一社会信用代码'],
    ['materials missing', { materials: undefined }, '请上传认证材料'],
    ['materials empty', { materials: [] }, '请上传认证材料'],
    ['materials not ids', { materials: ['a'] }, '请上传认证材料'],
    ['materials id 0', { materials: [0] }, '请上传认证材料'],
    [
      '11 materials',
      { materials: Array.from({ length: 11 }, (_, i) => i + 1) },
      '认证材料最多上传10个',
    ],
  ])('%s', (_case, change, message) => {
    expect(messageOf(submitAuthRequestSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts exactly 10 materials and 30-character cert numbers', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(parsed(submitAuthRequestSchema, { ...valid, materials: ten }).materials).toEqual(ten);
    const person = { ...valid, authType: 1, certNo: repeat(30, '1') };
    expect(parsed(submitAuthRequestSchema, person).certNo).toBe(repeat(30, '1'));
  });

  it('refuses unknown fields', () => {
    expect(messageOf(submitAuthRequestSchema, { ...valid, verifyStatus: 2 })).toBe(
      '不支持的字段：verifyStatus',
    );
  });
});
