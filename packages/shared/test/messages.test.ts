import { describe, expect, it } from 'vitest';
import * as shared from '../src/index.ts';
import { Messages } from '../src/validation/common.ts';

describe('Messages', () => {
  it('holds the spec §5 texts exactly', () => {
    expect(Messages.phoneInvalid).toBe('请输入正确手机号');
    expect(Messages.phoneInvalidLong).toBe('请输入正确的手机号');
    expect(Messages.phoneRequired).toBe('请输入手机号');
    expect(Messages.captchaRequired).toBe('请输入验证码');
    expect(Messages.passwordRule).toBe('包含大小写字母，数字及特殊字符(!~!@#$%^&*.),长度4 - 20位');
    expect(Messages.passwordRequired).toBe('请输入密码');
    expect(Messages.newPasswordRequired).toBe('请输入新密码');
    expect(Messages.oldPasswordRequired).toBe('旧密码不能为空');
    expect(Messages.usernameRequired).toBe('请输入账号');
    expect(Messages.termsRequired).toBe('请阅读用户协议及平台须知');
    expect(Messages.formInvalid).toBe('请检查填写信息');
    expect(Messages.goodsNameRequired).toBe('请输入需求名称');
    expect(Messages.needTypeRequired).toBe('请选择需求类别');
    expect(Messages.giveTypeRequired).toBe('请选择转让方式');
    expect(Messages.deadlineTimeRequired).toBe('请选择截止时间');
    expect(Messages.unitNameRequired).toBe('请输入单位名称');
    expect(Messages.legalPersonRequired).toBe('请输入法人代表');
    expect(Messages.companyPropertyRequired).toBe('请选择单位性质');
    expect(Messages.linkmanRequired).toBe('请输入联系人');
    expect(Messages.contactPhoneRequired).toBe('请输入联系电话');
    expect(Messages.companyAddressRequired).toBe('请输入公司注册地址');
    expect(Messages.mainBusinessRequired).toBe('请输入公司主营业务');
    expect(Messages.joinReasonRequired).toBe('请输入公司需求描述');
    expect(Messages.businessLocationRequired).toBe('请输入经营住所');
    expect(Messages.companyNameRequired).toBe('请输入企业名称');
    expect(Messages.confirmSubmit).toBe('请确认提交信息');
    expect(Messages.confirmTitle).toBe('提示');
    expect(Messages.confirmOk).toBe('确定');
    expect(Messages.confirmCancel).toBe('取消');
  });

  it('holds the spec §8 texts exactly', () => {
    expect([
      Messages.captchaSent,
      Messages.submitSuccess,
      Messages.loginSuccess,
      Messages.operationSuccess,
      Messages.passwordChanged,
      Messages.collectSuccess,
      Messages.collectCancelled,
      Messages.followSuccess,
      Messages.followCancelled,
      Messages.verifySuccess,
      Messages.verifyFailed,
      Messages.passwordExpired,
      Messages.customerServiceFailed,
      Messages.featureInProgress,
      Messages.loginRequired,
      Messages.idMissing,
    ]).toEqual([
      '验证码已发送',
      '提交成功',
      '登录成功',
      '操作成功',
      '修改成功,请重新登录',
      '收藏成功',
      '取消收藏成功',
      '关注成功',
      '取消关注成功',
      '验证成功',
      '验证失败',
      '您已超过30天未修改密码，请更换密码',
      '客服窗口加载失败,请稍后重试',
      '功能正在完善中',
      '请登录',
      'id获取失败',
    ]);
  });

  it('builds the length and unknown-field messages', () => {
    expect(Messages.tooLong(50)).toBe('不能超过50个字符');
    expect(Messages.textareaTooLong).toBe('最多输入300个字符');
    expect(Messages.joinReasonTooLong).toBe('最多输入30个字符');
    expect(Messages.unknownFields(['a', 'b'])).toBe('不支持的字段：a、b');
  });
});

describe('package entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'ApiCode',
      'AccountPaths',
      'ContentPaths',
      'Messages',
      'loginRequestSchema',
      'techNeedSchema',
      'loanApplicationSchema',
      'activitySignUpSchema',
      'toAntdRule',
      'firstIssueMessage',
      'VERIFY_STATUSES',
      'labelOf',
      'SLIDE_PUZZLE',
      'maskPhone',
      'digestPassword',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });
});
