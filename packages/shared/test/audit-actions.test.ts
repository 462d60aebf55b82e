import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '../src/enums/audit-actions.ts';

describe('auditActionLabel', () => {
  it('reads console, member and command-line keys in Chinese words', () => {
    expect(auditActionLabel('admin.dashboard.submissions')).toBe('查看工作台提交量');
    expect(auditActionLabel('admin.payment.decide')).toBe('运营后台：转账凭证·审核决定');
    expect(auditActionLabel('admin.need.export')).toBe('运营后台：技术需求·导出');
    expect(auditActionLabel('admin.signup.activities.list')).toBe(
      '运营后台：活动报名（按活动）·查看列表',
    );
    expect(auditActionLabel('admin.content.news.publish')).toBe('运营后台：新闻资讯·发布/撤回');
    expect(auditActionLabel('admin.site.ads.update')).toBe('运营后台：广告·修改');
    expect(auditActionLabel('login')).toBe('登录');
    expect(auditActionLabel('account.delete')).toBe('注销账号');
    expect(auditActionLabel('operator.approve')).toBe('命令行：approve');
  });

  it('shows an unknown key as it is', () => {
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(auditActionLabel('admin.brand.new')).toBe('admin.brand.new');
  });
});
