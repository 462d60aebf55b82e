import { type AdminNeedRow, AdminPaths, digestPassword, type OperatorRole } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { insertOperator } from '../../src/modules/admin/operator-repository.ts';
import { appForFile } from '../support/app.ts';
import { get, PASSWORD, post, registerMember, slideTicket, userIdOf } from '../support/client.ts';
import { insertNeed } from '../support/market.ts';

const ctx = appForFile();

const OP_PASSWORD = 'op123!pw';
const NEW_PASSWORD = 'new456!pw';

async function createOperator(username: string, roles: OperatorRole[]) {
  return insertOperator(
    ctx.db,
    { username, displayName: username, roles, passwordDigest: digestPassword(OP_PASSWORD) },
    ctx.clock.now(),
  );
}

async function operatorLogin(username: string, password = OP_PASSWORD) {
  return post<{ token: string; mustChangePassword: boolean; roles: string[] }>(
    ctx.app,
    AdminPaths.login,
    { username, password: digestPassword(password), ticket: await slideTicket(ctx.app) },
  );
}

/** An operator past the first password change, and its token. */
async function readyOperator(username: string, roles: OperatorRole[]) {
  await createOperator(username, roles);
  const login = await operatorLogin(username);
  const changed = await post<{ token: string }>(
    ctx.app,
    AdminPaths.changePassword,
    { oldPassword: digestPassword(OP_PASSWORD), newPassword: digestPassword(NEW_PASSWORD) },
    { token: login.data.token },
  );
  expect(changed.code).toBe(1);
  return changed.data.token;
}

const auditCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', 'like', 'admin.%')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function call(method: string, url: string, token?: string) {
  const res = await ctx.app.inject({
    method: method as 'GET' | 'POST',
    url: url.replace(/:\w+/g, '1'),
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: '{}' } : {}),
  });
  return res.json() as { code: number; msg: string };
}

describe('operator login', () => {
  it('forces a password change at first login, then opens the console', async () => {
    await createOperator('first_login', ['review']);
    const login = await operatorLogin('first_login');
    expect(login).toMatchObject({ code: 1, data: { mustChangePassword: true, roles: ['review'] } });
    const token = login.data.token;
    expect(await get(ctx.app, AdminPaths.dashboard, { token })).toMatchObject({
      code: 403,
      msg: '首次登录请先修改密码',
    });
    expect((await get(ctx.app, AdminPaths.me, { token })).code).toBe(1);
    const same = await post(
      ctx.app,
      AdminPaths.changePassword,
      { oldPassword: digestPassword(OP_PASSWORD), newPassword: digestPassword(OP_PASSWORD) },
      { token },
    );
    expect(same.code).toBe(400);
    const changed = await post<{ token: string; mustChangePassword: boolean }>(
      ctx.app,
      AdminPaths.changePassword,
      { oldPassword: digestPassword(OP_PASSWORD), newPassword: digestPassword(NEW_PASSWORD) },
      { token },
    );
    expect(changed).toMatchObject({ code: 1, data: { mustChangePassword: false } });
    // The old session ended with the change; the new token works.
    expect((await get(ctx.app, AdminPaths.dashboard, { token })).code).toBe(-401);
    expect((await get(ctx.app, AdminPaths.dashboard, { token: changed.data.token })).code).toBe(1);
  });

  it('needs a slide ticket and refuses a wrong password with one message', async () => {
    await createOperator('ticketless', ['audit']);
    const noTicket = await post(ctx.app, AdminPaths.login, {
      username: 'ticketless',
      password: digestPassword(OP_PASSWORD),
      ticket: 'x'.repeat(30),
    });
    expect(noTicket.code).toBe(400);
    const wrong = await operatorLogin('ticketless', 'bad123!pw');
    const unknown = await operatorLogin('nobody_here', 'bad123!pw');
    expect(wrong.code).toBe(400);
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('locks after 5 wrong passwords even when 20 arrive at once', async () => {
    await createOperator('race_op', ['review']);
    const tickets = await Promise.all(Array.from({ length: 21 }, () => slideTicket(ctx.app)));
    const answers = await Promise.all(
      tickets.slice(0, 20).map((ticket) =>
        post(ctx.app, AdminPaths.login, {
          username: 'race_op',
          password: digestPassword('guess123!x'),
          ticket,
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(0);
    expect(answers.filter((a) => a.code === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.code === 423)).toHaveLength(16);
    const right = await post(ctx.app, AdminPaths.login, {
      username: 'race_op',
      password: digestPassword(OP_PASSWORD),
      ticket: tickets[20],
    });
    expect(right).toMatchObject({ code: 423, msg: '密码错误次数过多，账号已锁定，请15分钟后再试' });
    ctx.clock.advance(15 * 60_000);
    expect((await operatorLogin('race_op')).code).toBe(1);
  });

  it('ends a session after 15 idle minutes', async () => {
    const token = await readyOperator('idle_op', ['audit']);
    ctx.clock.advance(14 * 60_000);
    expect((await get(ctx.app, AdminPaths.me, { token })).code).toBe(1);
    ctx.clock.advance(14 * 60_000);
    expect((await get(ctx.app, AdminPaths.me, { token })).code).toBe(1);
    ctx.clock.advance(15 * 60_000);
    expect((await get(ctx.app, AdminPaths.me, { token })).code).toBe(-401);
  });

  it('keeps member and operator tokens apart', async () => {
    const member = await registerMember(ctx, { username: 'plain_member' });
    expect((await get(ctx.app, AdminPaths.me, { token: member.token })).code).toBe(-401);
    const opToken = await readyOperator('apart_op', ['system']);
    expect(
      (await post(ctx.app, '/client/mine/user/info', undefined, { token: opToken })).code,
    ).toBe(-401);
  });
});

describe('every console route', () => {
  it('refuses guests, members and roles without the right, and audits each answer', async () => {
    const member = await registerMember(ctx, { username: 'guard_member' });
    const tokens: Record<OperatorRole, string> = {
      content: await readyOperator('g_content', ['content']),
      review: await readyOperator('g_review', ['review']),
      audit: await readyOperator('g_audit', ['audit']),
      system: await readyOperator('g_system', ['system']),
    };
    const routes = ctx.app.adminRoutes.filter((r) => r.rule.roles !== 'public');
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const before = await auditCount();
      expect((await call(route.method, route.url)).code, `${route.url} guest`).toBe(-401);
      expect((await call(route.method, route.url, member.token)).code, route.url).toBe(-401);
      expect(await auditCount(), `${route.url} audited`).toBe(before + 2);
      if (Array.isArray(route.rule.roles)) {
        const allowed = route.rule.roles as OperatorRole[];
        for (const role of Object.keys(tokens) as OperatorRole[]) {
          if (allowed.includes(role)) continue;
          const answer = await call(route.method, route.url, tokens[role]);
          expect(answer, `${route.method} ${route.url} as ${role}`).toMatchObject({
            code: 403,
            msg: '当前角色无权执行此操作',
          });
        }
      }
    }
    const refused = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('actor', '=', 'operator:g_content')
      .where('outcome', '=', 'failure')
      .execute();
    expect(refused.length).toBeGreaterThan(5);
  });

  it('the audit role reads the log but cannot decide anything', async () => {
    const token = await readyOperator('only_audit', ['audit']);
    const log = await get<{ records: { actor: string }[]; total: number }>(
      ctx.app,
      `${AdminPaths.audit}?actor=operator:g_&pageSize=5`,
      { token },
    );
    expect(log.code).toBe(1);
    expect(log.data.total).toBeGreaterThan(0);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${AdminPaths.auditExport}?actor=only_audit`,
      headers: { authorization: token },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\ufeff"编号","时间","操作人","操作","操作代码","结果"')).toBe(true);
    // Actions and outcomes in words (issue #23), the key beside them for searching.
    expect(csv.body).toContain('"登录运营后台","admin.login","成功"');
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${AdminPaths.auditExport}?format=xlsx`,
      headers: { authorization: token },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await post(ctx.app, AdminPaths.certificationDecide(1), { approve: true }, { token })).code,
    ).toBe(403);
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

async function uploadMaterial(token: string) {
  const boundary = '----admintest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="license.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/client/api/upload/url',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return (res.json() as { data: { id: number } }).data.id;
}

describe('certification review', () => {
  it('shows the materials to review only, decides with a reason and tells the member', async () => {
    const member = await registerMember(ctx, { username: 'cert_member' });
    const fileId = await uploadMaterial(member.token);
    const submitted = await post(
      ctx.app,
      '/client/user/auth',
      {
        authType: 2,
        realName: '测试科技有限公司',
        certNo: '91330000ABC000000N',
        materials: [fileId],
      },
      { token: member.token },
    );
    expect(submitted.code).toBe(1);
    const review = await readyOperator('cert_reviewer', ['review']);
    const audit = await readyOperator('cert_auditor', ['audit']);
    const queue = await get<{ records: { id: number; username: string }[] }>(
      ctx.app,
      AdminPaths.certifications,
      { token: review },
    );
    const row = queue.data.records.find((r) => r.username === 'cert_member');
    expect(row).toBeDefined();
    const id = row!.id;
    const detail = await get<{ materials: { id: number }[] }>(
      ctx.app,
      `${AdminPaths.certification}${id}`,
      { token: audit },
    );
    expect(detail.data.materials.map((m) => m.id)).toEqual([fileId]);
    const fileUrl = `/gateway${AdminPaths.certificationFile(id, fileId)}`;
    const asReview = await ctx.app.inject({ url: fileUrl, headers: { authorization: review } });
    expect(asReview.statusCode).toBe(200);
    expect(asReview.rawPayload.equals(PNG)).toBe(true);
    const asAudit = await ctx.app.inject({ url: fileUrl, headers: { authorization: audit } });
    expect(asAudit.json()).toMatchObject({ code: 403 });

    const noReason = await post(
      ctx.app,
      AdminPaths.certificationDecide(id),
      { approve: false },
      { token: review },
    );
    expect(noReason).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    const approved = await post(
      ctx.app,
      AdminPaths.certificationDecide(id),
      { approve: true },
      { token: review },
    );
    expect(approved.code).toBe(1);
    const info = await post<{ verifyStatus: number }>(
      ctx.app,
      '/client/mine/auth/info',
      undefined,
      { token: member.token },
    );
    expect(info.data.verifyStatus).toBe(2);
    const row2 = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'admin.certification.decide')
      .where('outcome', '=', 'success')
      .executeTakeFirstOrThrow();
    expect(row2.actor).toBe('operator:cert_reviewer');
    expect(JSON.parse(row2.detail)).toMatchObject({ before: { status: 1 }, after: { status: 2 } });
    const again = await post(
      ctx.app,
      AdminPaths.certificationDecide(id),
      { approve: true },
      { token: review },
    );
    expect(again.code).toBe(409);
  });
});

describe('members', () => {
  it('masks phones, and a frozen member is signed out', async () => {
    const member = await registerMember(ctx, { username: 'freeze_me' });
    const system = await readyOperator('freezer', ['system']);
    const list = await get<{ records: { id: number; telephone: string }[] }>(
      ctx.app,
      `${AdminPaths.members}?keyword=freeze_me`,
      { token: system },
    );
    const found = list.data.records[0]!;
    expect(found.telephone).toBe(`${member.telephone.slice(0, 3)}****${member.telephone.slice(7)}`);
    const frozen = await post(
      ctx.app,
      AdminPaths.memberFreeze(found.id),
      { frozen: true, reason: '违规' },
      { token: system },
    );
    expect(frozen.code).toBe(1);
    expect(
      (await post(ctx.app, '/client/mine/user/info', undefined, { token: member.token })).code,
    ).toBe(-401);
    const refused = await post(ctx.app, '/client/api/login', {
      type: 1,
      username: 'freeze_me',
      password: digestPassword(PASSWORD),
      ticket: await slideTicket(ctx.app),
    });
    expect(refused).toMatchObject({ code: 423, msg: '账号已被冻结，请联系平台运营方' });
    const unfrozen = await post(
      ctx.app,
      AdminPaths.memberFreeze(found.id),
      { frozen: false },
      { token: system },
    );
    expect(unfrozen.code).toBe(1);
    const login = await post(ctx.app, '/client/api/login', {
      type: 1,
      username: 'freeze_me',
      password: digestPassword(PASSWORD),
      ticket: await slideTicket(ctx.app),
    });
    expect(login.code).toBe(1);
  });
});

describe('needs review', () => {
  it('refuses a need with its reason, which the member reads in the message', async () => {
    const member = await registerMember(ctx, { username: 'need_member' });
    const userId = await userIdOf(ctx, 'need_member');
    const need = await insertNeed(ctx, {
      userId,
      goodsName: '高效光伏组件清洗技术需求',
      deadlineTime: '2027-01-01',
      goodsDesc: '光伏电站组件表面积灰，需无水清洗方案。',
      status: 0,
    });
    const review = await readyOperator('need_reviewer', ['review']);
    const queue = await get<{ records: AdminNeedRow[] }>(ctx.app, AdminPaths.needs, {
      token: review,
    });
    // The whole item the reviewer publishes with 通过 (issue #23).
    expect(queue.data.records.find((r) => r.id === need.id)).toMatchObject({
      goodsDesc: '光伏电站组件表面积灰，需无水清洗方案。',
      needTypeName: '技术攻关',
      giveTypeName: '技术攻关',
      deadlineTime: '2027-01-01',
      budget: null,
    });
    const refused = await post(
      ctx.app,
      AdminPaths.needDecide(need.id),
      { approve: false, reason: '需求描述不完整' },
      { token: review },
    );
    expect(refused.code).toBe(1);
    const row = await ctx.db
      .selectFrom('needs')
      .select(['status', 'reviewReason'])
      .where('id', '=', need.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 2, reviewReason: '需求描述不完整' });
    const messages = await get<{ records: unknown[] }>(ctx.app, '/client/mine/message/page', {
      token: member.token,
    });
    expect(JSON.stringify(messages.data.records)).toContain('原因：需求描述不完整');
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', '=', 'admin.need.decide')
      .where('outcome', '=', 'success')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({
      before: { status: 0 },
      after: { status: 2, reviewReason: '需求描述不完整' },
    });
  });
});

describe('API document', () => {
  it('lists the console routes under their own tag, with the token on all but the login', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    const admin = Object.entries(doc.paths).filter(([p]) => p.startsWith('/gateway/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(15);
    for (const [path, methods] of admin) {
      for (const op of Object.values(methods)) {
        expect(op.tags, path).toEqual(['admin']);
        if (path !== '/gateway/admin/login') expect(op.security, path).toEqual([{ token: [] }]);
      }
    }
  });
});
