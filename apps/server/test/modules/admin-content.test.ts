import {
  AdminPaths,
  ArticlePaths,
  digestPassword,
  type OperatorRole,
  AdminContentPaths as P,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOperator } from '../../src/modules/admin/operator-repository.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember, slideTicket } from '../support/client.ts';

const ctx = appForFile();
let content: string;
let audit: string;
let review: string;
beforeAll(async () => {
  content = await readyOperator('c_content', ['content']);
  audit = await readyOperator('c_audit', ['audit']);
  review = await readyOperator('c_review', ['review']);
});

async function readyOperator(username: string, roles: OperatorRole[]) {
  await insertOperator(
    ctx.db,
    { username, displayName: username, roles, passwordDigest: digestPassword('op123!pw') },
    ctx.clock.now(),
  );
  const login = await post<{ token: string }>(ctx.app, AdminPaths.login, {
    username,
    password: digestPassword('op123!pw'),
    ticket: await slideTicket(ctx.app),
  });
  const changed = await post<{ token: string }>(
    ctx.app,
    AdminPaths.changePassword,
    { oldPassword: digestPassword('op123!pw'), newPassword: digestPassword('new456!pw') },
    { token: login.data.token },
  );
  expect(changed.code).toBe(1);
  return changed.data.token;
}

async function send<T = Record<string, unknown>>(
  method: 'POST',
  url: string,
  body: unknown,
  token: string,
) {
  const res = await ctx.app.inject({
    method,
    url: `/gateway${url}`,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return res.json() as { code: number; msg: string; data: T };
}

const auditRows = (action: string) =>
  ctx.db
    .selectFrom('auditLog')
    .selectAll()
    .where('action', '=', action)
    .where('outcome', '=', 'success')
    .orderBy('id')
    .execute();

const NEWS = {
  newsTitle: '运营发布的新闻标题',
  newsType: 1,
  newsImg: '',
  source: '省科技厅',
  summary: '一条由运营人员发布的新闻。',
  content:
    '<p>正文<strong>加粗</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  publishDate: '2026-11-24',
  isTop: 0,
};

describe('console content', () => {
  it('refuses guests, members and roles without the right', async () => {
    const member = await registerMember(ctx, { username: 'c_member' });
    expect((await post(ctx.app, P.list('news'), NEWS)).code).toBe(-401);
    expect((await post(ctx.app, P.list('news'), NEWS, { token: member.token })).code).toBe(-401);
    for (const token of [audit, review]) {
      expect(await post(ctx.app, P.list('news'), NEWS, { token })).toMatchObject({
        code: 403,
        msg: '当前角色无权执行此操作',
      });
    }
    expect((await get(ctx.app, P.list('news'), { token: review })).code).toBe(403);
    // The audit role reads.
    expect((await get(ctx.app, P.list('news'), { token: audit })).code).toBe(1);
    expect((await get(ctx.app, P.settings, { token: audit })).code).toBe(1);
    expect(await send('POST', P.settings, { siteName: 'x' }, audit)).toMatchObject({ code: 403 });
  });

  it('a draft 404s on the portal, publishing shows it, withdrawing hides it; each step audited', async () => {
    const created = await post<{ id: number; content: string; status: number }>(
      ctx.app,
      P.list('news'),
      NEWS,
      { token: content },
    );
    expect(created.code).toBe(1);
    const { id } = created.data;
    expect(created.data.status).toBe(0);
    // The sanitiser stripped the script and the handler.
    expect(created.data.content).toContain('<strong>加粗</strong>');
    expect(created.data.content).not.toMatch(/script|onerror|alert/);

    const listed = async () => {
      const page = await get<{ records: { id: number }[] }>(
        ctx.app,
        `${ArticlePaths.newsPage}?keyword=${encodeURIComponent('运营发布')}`,
      );
      return page.data.records.map((r) => r.id);
    };
    const detail = () => get(ctx.app, `${ArticlePaths.newsDetail}?id=${id}`);
    const searched = async () => {
      const res = await get<{ records: { id: number }[] }>(
        ctx.app,
        `/client/api/search?searchStr=${encodeURIComponent('运营发布')}&type=8&pageSize=50`,
      );
      return res.data.records.map((r) => r.id);
    };
    expect(await searched()).not.toContain(id);
    expect(await listed()).not.toContain(id);
    expect((await detail()).code).toBe(404);

    const published = await post(ctx.app, P.publish('news', id), { status: 1 }, { token: content });
    expect(published).toMatchObject({ code: 1, msg: '已发布' });
    expect(await listed()).toContain(id);
    expect(await detail()).toMatchObject({ code: 1, data: { title: NEWS.newsTitle } });
    expect(await searched()).toContain(id);

    const edited = await send(
      'POST',
      P.item('news', id),
      { ...NEWS, newsTitle: '运营发布的新标题' },
      content,
    );
    expect(edited.code).toBe(1);
    expect(await detail()).toMatchObject({ code: 1, data: { title: '运营发布的新标题' } });

    await post(ctx.app, P.publish('news', id), { status: 0 }, { token: content });
    expect(await listed()).not.toContain(id);
    expect((await detail()).code).toBe(404);
    expect(await searched()).not.toContain(id);

    const [create] = await auditRows('admin.content.news.create');
    expect(create).toMatchObject({ actor: 'operator:c_content', outcome: 'success' });
    const updates = await auditRows('admin.content.news.update');
    const update = JSON.parse(updates.at(-1)!.detail);
    expect(update.before.newsTitle).toBe(NEWS.newsTitle);
    expect(update.after.newsTitle).toBe('运营发布的新标题');
    const publishes = (await auditRows('admin.content.news.publish')).map((r) =>
      JSON.parse(r.detail),
    );
    expect(
      publishes.filter((d) => d.code === 1).map((d) => [d.before.status, d.after.status]),
    ).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await ctx.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(
      await post(ctx.app, P.list('news'), { ...NEWS, newsTitle: ' ' }, { token: content }),
    ).toMatchObject({
      code: 400,
      msg: '请填写标题',
    });
    expect(
      await post(ctx.app, P.list('news'), { ...NEWS, publishDate: '24/11' }, { token: content }),
    ).toMatchObject({
      code: 400,
      msg: '日期格式应为yyyy-MM-dd',
    });
    const after = await ctx.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('policies and activities publish the same way', async () => {
    const policy = await post<{ id: number }>(
      ctx.app,
      P.list('policies'),
      {
        policyName: '运营政策',
        deptName: '省科技厅',
        policyLevel: 2,
        summary: '摘要',
        content: '<p>政策正文</p>',
        publishDate: '2026-11-20',
        startDate: '2026-11-20',
        endDate: '2026-12-20',
      },
      { token: content },
    );
    expect(policy.code).toBe(1);
    const category = await ctx.db.selectFrom('actionCategories').select('id').executeTakeFirst();
    const catId =
      category?.id ??
      (
        await ctx.db
          .insertInto('actionCategories')
          .values({ catName: '路演' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const now = ctx.clock.now();
    const activity = await post<{ id: number }>(
      ctx.app,
      P.list('activities'),
      {
        catId,
        actionName: '运营活动',
        provinceCode: '370000',
        cityCode: '370100',
        address: '济南',
        organizer: '省科技厅',
        signStartAt: now,
        signEndAt: now + 86_400_000,
        startAt: now + 2 * 86_400_000,
        endAt: now + 3 * 86_400_000,
        summary: '摘要',
        content: '<p>活动正文</p>',
      },
      { token: content },
    );
    expect(activity.code).toBe(1);
    const badTimes = await post(
      ctx.app,
      P.list('activities'),
      {
        catId,
        actionName: 'x',
        provinceCode: '1',
        cityCode: '1',
        address: 'a',
        organizer: 'o',
        signStartAt: now + 5,
        signEndAt: now,
        startAt: now,
        endAt: now + 9,
        summary: 's',
        content: '<p>c</p>',
      },
      { token: content },
    );
    expect(badTimes).toMatchObject({ code: 400, msg: '报名须在活动结束前开始，且各时间先后有序' });
    for (const [kind, id] of [
      ['policies', policy.data.id],
      ['activities', activity.data.id],
    ] as const) {
      const list = await get<{ records: { id: number; status: number }[] }>(ctx.app, P.list(kind), {
        token: audit,
      });
      expect(list.data.records.find((r) => r.id === id)?.status).toBe(0);
      expect(
        (await post(ctx.app, P.publish(kind, id), { status: 1 }, { token: content })).code,
      ).toBe(1);
      const row = await ctx.db
        .selectFrom(kind)
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
    }
  });
});

describe('site lists and settings', () => {
  it('creates, orders, disables ads and audits each change', async () => {
    const a = await post<{ id: number }>(
      ctx.app,
      P.siteList('ads'),
      { positionType: 21, title: '横幅甲', img: '/uploads/a.png', status: 1, sort: 5 },
      { token: content },
    );
    const b = await post<{ id: number }>(
      ctx.app,
      P.siteList('ads'),
      { positionType: 21, title: '横幅乙', img: '/uploads/b.png', status: 1, sort: 6 },
      { token: content },
    );
    expect([a.code, b.code]).toEqual([1, 1]);
    expect(
      await post(
        ctx.app,
        P.siteList('ads'),
        { positionType: 9, title: 'x', img: 'y' },
        { token: content },
      ),
    ).toMatchObject({ code: 400, msg: '广告位置无效' });
    const moved = await send(
      'POST',
      P.siteItem('ads', b.data.id),
      { positionType: 21, title: '横幅乙', img: '/uploads/b.png', status: 0, sort: 1 },
      content,
    );
    expect(moved.code).toBe(1);
    const list = await get<{ id: number; status: number }[]>(
      ctx.app,
      `${P.siteList('ads')}?positionType=21`,
      { token: content },
    );
    const ids = list.data.map((r) => r.id);
    expect(ids.indexOf(b.data.id)).toBeLessThan(ids.indexOf(a.data.id));
    const [row] = (await auditRows('admin.site.ads.update')).map((r) => JSON.parse(r.detail));
    expect(row.before).toMatchObject({ status: 1, sort: 6 });
    expect(row.after).toMatchObject({ status: 0, sort: 1 });
  });

  it('hot words, links and nav: create, edit, delete', async () => {
    const word = await post<{ id: number }>(
      ctx.app,
      P.siteList('hotWords'),
      { words: '氢能', sort: 1 },
      { token: content },
    );
    expect(word.code).toBe(1);
    expect(
      (
        await send(
          'POST',
          P.siteItem('hotWords', word.data.id),
          { words: '储能', sort: 2 },
          content,
        )
      ).code,
    ).toBe(1);
    expect((await send('POST', P.siteDelete('hotWords', word.data.id), {}, content)).code).toBe(1);
    expect(
      await post(
        ctx.app,
        P.siteList('friendlyLinks'),
        { companyName: '某站', outLink: 'javascript:alert(1)' },
        { token: content },
      ),
    ).toMatchObject({ code: 400, msg: '链接地址应以http://、https://或/开头' });
    const nav = await post<{ id: number }>(
      ctx.app,
      P.siteList('navItems'),
      { name: '新栏目', clickType: 2, linkUrl: 'https://example.org' },
      { token: content },
    );
    expect(nav.code).toBe(1);
    expect(
      await post(
        ctx.app,
        P.siteList('navItems'),
        { name: '子', clickType: 1, parentId: 999999 },
        { token: content },
      ),
    ).toMatchObject({ code: 400, msg: '上级导航无效' });
    expect((await auditRows('admin.site.hotWords.delete')).length).toBe(1);
  });

  it('site settings: known keys only, before/after audited', async () => {
    const saved = await send<Record<string, string>>(
      'POST',
      P.settings,
      { siteName: '某省科技成果转化服务平台', icpFiling: '鲁ICP备00000001号' },
      content,
    );
    expect(saved).toMatchObject({ code: 1, data: { siteName: '某省科技成果转化服务平台' } });
    expect((await send('POST', P.settings, { nope: '1' }, content)).msg).toBe('未知的设置项：nope');
    const [row] = (await auditRows('admin.site.settings.update')).map((r) => JSON.parse(r.detail));
    expect(row.after).toMatchObject({ siteName: '某省科技成果转化服务平台' });
  });
});

describe('console image upload', () => {
  const upload = async (token: string, mime: string, bytes: Buffer) => {
    const boundary = '----contenttest';
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/gateway${P.upload}`,
      headers: {
        authorization: token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${mime}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    return res.json() as { code: number; msg: string; data: { url: string } };
  };
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('stores a public image for the content role only, and refuses anything else', async () => {
    const saved = await upload(content, 'image/png', PNG);
    expect(saved).toMatchObject({ code: 1, data: { url: expect.stringMatching(/^\/uploads\//) } });
    const served = await ctx.app.inject({ method: 'GET', url: saved.data.url });
    expect(served.statusCode).toBe(200);
    expect(
      await upload(content, 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n')),
    ).toMatchObject({
      code: 400,
      msg: '仅支持jpg、png、gif、webp图片',
    });
    expect((await upload(audit, 'image/png', PNG)).code).toBe(403);
  });
});
