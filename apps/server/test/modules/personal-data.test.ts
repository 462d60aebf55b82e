import { digestPassword } from '@portal/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EXPORT_SHEETS } from '../../src/modules/account/export-sheets.ts';
import { WRONG_CREDENTIALS } from '../../src/modules/account/login.ts';
import { appForFile } from '../support/app.ts';
import { get, PASSWORD, passwordLogin, post, registerMember, userIdOf } from '../support/client.ts';

/**
 * Tables with a user column that the member's export leaves out, each with its reason. A new
 * table holding members' data fails the test below until it is exported or listed here.
 */
const NOT_EXPORTED: Record<string, string> = {
  searchIndex: '站内搜索索引：会员已发布内容的副本，原内容已在对应表中导出',
  searchFts: '站内搜索全文索引（SQLite）：同上',
};

const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const USER_COLUMN = /^(userId|ownerId|owner|memberId)$/;

const ctx = appForFile();

describe('personal data', () => {
  it('exports what the portal keeps about the member, without the password hash', async () => {
    const { token, telephone } = await registerMember(ctx, { username: 'export_me' });
    const res = await get<Record<string, unknown>>(ctx.app, '/client/mine/account/export', {
      token,
    });
    expect(res.code).toBe(1);
    expect(res.data.账号信息).toMatchObject({
      用户名: 'export_me',
      手机号: telephone,
      账号类型: '企业',
      认证状态: '未认证',
      账号状态: '正常',
    });
    const actions = res.data.操作记录 as Record<string, unknown>[];
    expect(actions.map((a) => a.操作)).toContain('注册账号');
    expect(actions[0]).toMatchObject({ 结果: '成功' });
    expect(res.data.积分明细).toEqual([expect.objectContaining({ 积分规则: '每日登录', 积分: 2 })]);
    expect(JSON.stringify(res.data)).not.toContain('argon2');
  });

  it('exports every table holding a member’s data, found in the migrated schema', async () => {
    // On PostgreSQL only this test file's schema: other files' schemas share the database.
    const schema = process.env.TEST_DATABASE_URL
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(ctx.db)).rows[0]?.s
      : undefined;
    const tables = (await ctx.db.introspection.getTables()).filter(
      (t) => schema === undefined || t.schema === schema,
    );
    const owned = tables
      .filter((t) => t.columns.some((c) => USER_COLUMN.test(camel(c.name))))
      .map((t) => camel(t.name));
    expect(owned.length).toBeGreaterThan(25);
    const exported = new Set<string>(EXPORT_SHEETS.map((s) => s.table));
    const missing = owned.filter((t) => !exported.has(t) && !(t in NOT_EXPORTED));
    expect(missing, 'tables with member data neither exported nor excluded').toEqual([]);
    // Every label is Chinese, every sheet has a title, and no table is listed twice.
    expect(exported.size).toBe(EXPORT_SHEETS.length);
    for (const sheet of EXPORT_SHEETS) {
      expect(sheet.title).toMatch(/^[\u4e00-\u9fa5]/);
      for (const [, label] of sheet.columns) expect(label, sheet.table).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('shows status words and names, not codes, for what a member did', async () => {
    const { token } = await registerMember(ctx, { username: 'export_words' });
    const userId = await userIdOf(ctx, 'export_words');
    const now = ctx.clock.now();
    await ctx.db
      .insertInto('feedbacks')
      .values({
        userId,
        type: 3,
        content: '页面加载慢',
        contact: '',
        ip: '127.0.0.1',
        status: 1,
        createdAt: now,
      })
      .execute();
    await ctx.db
      .insertInto('collections')
      .values({ userId, kind: 'need', refId: 1, createdAt: now })
      .execute();
    await ctx.db
      .insertInto('levelPurchases')
      .values({
        userId,
        level: 2,
        years: 1,
        amount: 3000,
        status: 2,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const res = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token },
    );
    expect(res.data.意见反馈).toEqual([
      expect.objectContaining({ 类型: '投诉', 内容: '页面加载慢', 状态: '已处理' }),
    ]);
    expect(res.data.收藏).toEqual([expect.objectContaining({ 收藏类别: '技术需求' })]);
    expect(res.data.会员服务订单).toEqual([
      expect.objectContaining({ 会员等级: '金卡会员', 状态: '已取消' }),
    ]);
    for (const title of ['竞价出价', '需求揭榜', '悬赏参与', '仪器预约', '收藏']) {
      expect(res.data, title).toHaveProperty(title);
    }
  });

  it('deletes the account after the password is confirmed, freeing the name and phone', async () => {
    const { token, telephone } = await registerMember(ctx, { username: 'delete_me' });
    const wrong = await post(
      ctx.app,
      '/client/mine/account/delete',
      { password: digestPassword('nope12!x') },
      { token },
    );
    expect(wrong).toMatchObject({ code: 400, msg: '密码错误' });
    const done = await post(
      ctx.app,
      '/client/mine/account/delete',
      { password: digestPassword(PASSWORD) },
      { token },
    );
    expect(done).toMatchObject({ code: 1, msg: '账号已注销' });
    expect((await post(ctx.app, '/client/mine/auth/info', undefined, { token })).code).toBe(-401);
    expect((await passwordLogin(ctx.app, 'delete_me')).msg).toBe(WRONG_CREDENTIALS);
    ctx.clock.advance(61_000);
    const again = await registerMember(ctx, { username: 'delete_me', telephone });
    expect(again.token).toBeTruthy();
  });
});
