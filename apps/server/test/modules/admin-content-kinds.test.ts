import {
  ArticlePaths,
  CONTENT_KINDS,
  ContentPaths,
  HomePaths,
  InteractionPaths,
  AdminContentPaths as P,
  SITE_LIST_KINDS,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentConsoleTokens } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post, uploadPdf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

/*
 * The console kinds added for issue #14: success cases, disclosures, help articles and download
 * forms (publish / withdraw), quick menu and stat tiles (ordered site lists).
 */

const ctx = appForFile(createSeededApp);
let content: string;
let audit: string;
let review: string;
let memberToken: string;

beforeAll(async () => {
  ({ content, audit, review, member: memberToken } = await contentConsoleTokens(ctx, 'k'));
});

const as = (token: string) => ({ token });
const SCRIPT =
  '<p>正文<strong>要点</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

const successRows = (action: string) =>
  ctx.db
    .selectFrom('auditLog')
    .select(['detail'])
    .where('action', '=', `admin.${action}`)
    .where('outcome', '=', 'success')
    .execute();

async function anyTechField() {
  const row = await ctx.db
    .selectFrom('techFields')
    .select('id')
    .where('parentId', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

const publish = (kind: (typeof CONTENT_KINDS)[number], id: number, status: 0 | 1) =>
  post(ctx.app, P.publish(kind, id), { status }, as(content));

/** Uploads through the console (purpose=file) and answers the answer. */
async function consoleUpload(token: string, bytes: Buffer, filename: string) {
  const boundary = '----kindstest';
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/gateway${P.upload}?purpose=file`,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json() as { code: number; msg: string; data: { id: number; url: string } };
}
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

describe('who may use the new kinds', () => {
  const NEW_CONTENT = ['cases', 'disclosures', 'help', 'downloads'] as const;
  const NEW_LISTS = ['quickMenus', 'statTiles'] as const;

  it('are declared in the shared kind lists', () => {
    expect(CONTENT_KINDS).toEqual(expect.arrayContaining([...NEW_CONTENT]));
    expect(SITE_LIST_KINDS).toEqual(expect.arrayContaining([...NEW_LISTS]));
  });

  it('guests and members are refused; review may not read or write; audit reads only', async () => {
    for (const kind of NEW_CONTENT) {
      expect((await get(ctx.app, P.list(kind))).code).toBe(-401);
      expect((await get(ctx.app, P.list(kind), as(memberToken))).code).toBe(-401);
      expect((await post(ctx.app, P.list(kind), {}, as(memberToken))).code).toBe(-401);
      expect((await get(ctx.app, P.list(kind), as(review))).code).toBe(403);
      expect((await post(ctx.app, P.list(kind), {}, as(review))).code).toBe(403);
      expect((await post(ctx.app, P.publish(kind, 1), { status: 0 }, as(review))).code).toBe(403);
      expect((await get(ctx.app, P.list(kind), as(audit))).code).toBe(1);
      expect((await post(ctx.app, P.list(kind), {}, as(audit))).code).toBe(403);
      expect((await post(ctx.app, P.publish(kind, 1), { status: 0 }, as(audit))).code).toBe(403);
    }
    for (const kind of NEW_LISTS) {
      expect((await get(ctx.app, P.siteList(kind))).code).toBe(-401);
      expect((await get(ctx.app, P.siteList(kind), as(memberToken))).code).toBe(-401);
      expect((await get(ctx.app, P.siteList(kind), as(review))).code).toBe(403);
      expect((await post(ctx.app, P.siteList(kind), {}, as(review))).code).toBe(403);
      expect((await get(ctx.app, P.siteList(kind), as(audit))).code).toBe(1);
      expect((await post(ctx.app, P.siteList(kind), {}, as(audit))).code).toBe(403);
      expect((await post(ctx.app, P.siteDelete(kind, 1), {}, as(audit))).code).toBe(403);
    }
    // Nothing the refused calls sent reached a table.
    expect(await successRows('content.cases.create')).toHaveLength(0);
  });
});

describe('success cases', () => {
  it('a draft is hidden, publishing shows it at once, withdrawing hides it at once; audited', async () => {
    const techFieldId = await anyTechField();
    const created = await post<{ id: number; content: string; status: number }>(
      ctx.app,
      P.list('cases'),
      {
        title: '运营录入的成功案例',
        transferor: '某大学',
        transferee: '某科技有限公司',
        amount: 1_200_000,
        transferMode: 1,
        techFieldId,
        regionCode: '370100',
        dealDate: '2026-11-01',
        summary: '一项专利成功转让。',
        content: SCRIPT,
        publishDate: '2026-11-20',
      },
      as(content),
    );
    expect(created.code).toBe(1);
    const { id } = created.data;
    expect(created.data.status).toBe(0);
    expect(created.data.content).toContain('<strong>要点</strong>');
    expect(created.data.content).not.toMatch(/script|onerror|alert/);

    const listed = async () => {
      const page = await get<{ records: { id: number }[] }>(
        ctx.app,
        `${ArticlePaths.casePage}?keyword=${encodeURIComponent('运营录入')}`,
      );
      return page.data.records.map((r) => r.id);
    };
    const detail = () => get(ctx.app, `${ArticlePaths.caseDetail}?id=${id}`);
    expect(await listed()).not.toContain(id);
    expect((await detail()).code).toBe(404);

    expect(await publish('cases', id, 1)).toMatchObject({ code: 1, msg: '已发布' });
    expect(await listed()).toContain(id);
    expect(await detail()).toMatchObject({ code: 1, data: { title: '运营录入的成功案例' } });

    // No clock advance: the cached list is dropped by the write.
    expect(await publish('cases', id, 0)).toMatchObject({ code: 1, msg: '已下线' });
    expect(await listed()).not.toContain(id);
    expect((await detail()).code).toBe(404);

    const rows = await successRows('content.cases.publish');
    expect(rows.map((r) => JSON.parse(r.detail))).toEqual([
      expect.objectContaining({ before: { status: 0 }, after: { status: 1 } }),
      expect.objectContaining({ before: { status: 1 }, after: { status: 0 } }),
    ]);
    expect(await successRows('content.cases.create')).toHaveLength(1);
  });

  it('refuses an unknown technical field with a clear message', async () => {
    const res = await post(
      ctx.app,
      P.list('cases'),
      {
        title: '案例',
        transferor: '甲',
        transferee: '乙',
        amount: 0,
        transferMode: 1,
        techFieldId: 999_999,
        regionCode: '370100',
        dealDate: '2026-11-01',
        summary: '摘要',
        content: '<p>正文</p>',
        publishDate: '2026-11-20',
      },
      as(content),
    );
    expect(res).toMatchObject({ code: 400, msg: '请选择技术领域' });
  });
});

describe('disclosures', () => {
  const DISCLOSURE = {
    title: '运营公开的通知',
    indexNo: 'KJT-2026-09999',
    issuer: '省科学技术厅',
    docNo: '',
    writtenDate: '2026-11-18',
    category: 8,
    subjectWords: '通知 公告',
    content: SCRIPT,
    publishDate: '2026-11-19',
  };

  it('publish shows it, withdraw hides it from list, detail and issuers; index number unique', async () => {
    const created = await post<{ id: number; content: string; docNo: string }>(
      ctx.app,
      P.list('disclosures'),
      DISCLOSURE,
      as(content),
    );
    expect(created.code).toBe(1);
    const { id } = created.data;
    expect(created.data.content).not.toMatch(/script|onerror/);
    expect(created.data.docNo).toBe('');

    const listed = async () =>
      (
        await get<{ records: { id: number }[] }>(
          ctx.app,
          `${ArticlePaths.disclosurePage}?keyword=${encodeURIComponent('运营公开')}`,
        )
      ).data.records.map((r) => r.id);
    expect(await listed()).not.toContain(id);
    expect((await get(ctx.app, `${ArticlePaths.disclosureDetail}?id=${id}`)).code).toBe(404);

    await publish('disclosures', id, 1);
    expect(await listed()).toContain(id);
    expect((await get(ctx.app, `${ArticlePaths.disclosureDetail}?id=${id}`)).code).toBe(1);

    // Two more with the same index number at once: both refused with the message.
    const twice = await Promise.all(
      [1, 2].map(() =>
        post(ctx.app, P.list('disclosures'), { ...DISCLOSURE, title: '重复' }, as(content)),
      ),
    );
    expect(twice).toEqual([
      expect.objectContaining({ code: 400, msg: '索引号已被使用' }),
      expect.objectContaining({ code: 400, msg: '索引号已被使用' }),
    ]);
    // Saving itself with its own number is fine.
    expect((await post(ctx.app, P.item('disclosures', id), DISCLOSURE, as(content))).code).toBe(1);

    await publish('disclosures', id, 0);
    expect(await listed()).not.toContain(id);
  });

  it('parallel creates with one new index number leave exactly one row', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        post(
          ctx.app,
          P.list('disclosures'),
          { ...DISCLOSURE, title: `并发${n}`, indexNo: 'KJT-2026-PAR' },
          as(content),
        ),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code === 400 && r.msg === '索引号已被使用')).toHaveLength(2);
    const rows = await ctx.db
      .selectFrom('disclosures')
      .select('id')
      .where('indexNo', '=', 'KJT-2026-PAR')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('help articles', () => {
  it('a withdrawn article leaves the help centre and its search; the order is respected', async () => {
    const category = await ctx.db
      .selectFrom('helpCategories')
      .select(['id', 'name'])
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const created = await post<{ id: number; content: string; updatedAt: string }>(
      ctx.app,
      P.list('help'),
      { categoryId: category.id, title: '如何找回运营密码', content: SCRIPT, sort: 0 },
      as(content),
    );
    expect(created.code).toBe(1);
    const { id } = created.data;
    expect(created.data.content).not.toMatch(/script|onerror/);
    expect(created.data.updatedAt).toBe('2026-11-21');
    const consoleList = await get<{ records: { id: number; date: string; status: number }[] }>(
      ctx.app,
      `${P.list('help')}?pageSize=100`,
      as(audit),
    );
    expect(consoleList.data.records.length).toBeGreaterThan(1);
    expect(consoleList.data.records).toContainEqual(
      expect.objectContaining({ id, date: '2026-11-21', status: 0 }),
    );

    const titles = async () => {
      const res = await get<{ id: number; articles: { id: number; title: string }[] }[]>(
        ctx.app,
        ContentPaths.helpList,
      );
      return res.data.find((c) => c.id === category.id)!.articles.map((a) => a.id);
    };
    const detail = () => post(ctx.app, ContentPaths.helpDetail, { id });
    const searched = async () =>
      (
        await get<{ id: number; articles: { id: number }[] }[]>(
          ctx.app,
          `${ContentPaths.helpList}?keyword=${encodeURIComponent('运营密码')}`,
        )
      ).data.flatMap((c) => c.articles.map((a) => a.id));
    expect(await titles()).not.toContain(id);
    expect((await detail()).code).toBe(404);

    await publish('help', id, 1);
    // sort 0 puts it first of its category.
    expect((await titles())[0]).toBe(id);
    expect(await detail()).toMatchObject({ code: 1, data: { title: '如何找回运营密码' } });
    expect(await searched()).toContain(id);

    const moved = await post(
      ctx.app,
      P.item('help', id),
      { categoryId: category.id, title: '如何找回运营密码', content: '<p>新</p>', sort: 9999 },
      as(content),
    );
    expect(moved.code).toBe(1);
    expect((await titles()).at(-1)).toBe(id);

    await publish('help', id, 0);
    expect(await titles()).not.toContain(id);
    expect((await detail()).code).toBe(404);
    expect(await searched()).not.toContain(id);
  });

  it('refuses an unknown category', async () => {
    const res = await post(
      ctx.app,
      P.list('help'),
      { categoryId: 999_999, title: '标题', content: '<p>正文</p>' },
      as(content),
    );
    expect(res).toMatchObject({ code: 400, msg: '请选择帮助分类' });
  });
});

describe('download forms', () => {
  it('a console upload becomes a form: hidden and not served until published', async () => {
    const uploaded = await consoleUpload(content, PDF, '技术合同登记表.pdf');
    expect(uploaded.code).toBe(1);
    // purpose=file refuses what is neither an image nor a pdf.
    expect(await consoleUpload(content, Buffer.from('plain text'), 'a.txt')).toMatchObject({
      code: 400,
      msg: '仅支持jpg、png、gif、webp图片或pdf文件',
    });
    expect((await consoleUpload(audit, PDF, 'a.pdf')).code).toBe(403);

    const FORM = {
      title: '运营上传的登记表',
      category: 1,
      description: '技术合同登记用表。',
      fileId: uploaded.data.id,
      publishDate: '2026-11-20',
      sort: 0,
    };
    const created = await post<{ id: number }>(ctx.app, P.list('downloads'), FORM, as(content));
    expect(created.code).toBe(1);
    const { id } = created.data;

    const listed = async () =>
      (
        await get<{ records: { id: number }[] }>(
          ctx.app,
          `${InteractionPaths.formPage}?keyword=${encodeURIComponent('运营上传')}`,
        )
      ).data.records.map((r) => r.id);
    const file = () =>
      ctx.app.inject({ method: 'GET', url: `/gateway${InteractionPaths.formFile}${id}` });
    expect(await listed()).not.toContain(id);
    expect((await file()).statusCode).toBe(404);

    await publish('downloads', id, 1);
    expect(await listed()).toContain(id);
    const served = await file();
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const list = await get<{ records: { id: number; viewCount: number }[] }>(
      ctx.app,
      P.list('downloads'),
      as(audit),
    );
    expect(list.data.records.find((r) => r.id === id)?.viewCount).toBe(1);

    await publish('downloads', id, 0);
    expect(await listed()).not.toContain(id);
    expect((await file()).statusCode).toBe(404);
  });

  it("refuses a member's private upload as a form's file", async () => {
    const privateId = await uploadPdf(ctx.app, memberToken, 'private.pdf');
    const res = await post(
      ctx.app,
      P.list('downloads'),
      {
        title: '借用会员文件',
        category: 1,
        description: '不应公开。',
        fileId: privateId,
        publishDate: '2026-11-20',
      },
      as(content),
    );
    expect(res).toMatchObject({ code: 400, msg: '文件无效，请重新上传' });
  });
});

describe('quick menu and stat tiles', () => {
  it('quick menu: a new entry shows at once in its order, and goes when deleted', async () => {
    const menu = async () =>
      (await get<{ id: number }[]>(ctx.app, HomePaths.quickMenu)).data.map((m) => m.id);
    await menu(); // cached
    const created = await post<{ id: number }>(
      ctx.app,
      P.siteList('quickMenus'),
      { menuName: '政策兑现', menuImg: '/uploads/x.png', menuLink: '/Policy', sort: 0 },
      as(content),
    );
    expect(created.code).toBe(1);
    const { id } = created.data;
    expect((await menu())[0]).toBe(id);
    expect(
      (
        await post(
          ctx.app,
          P.siteItem('quickMenus', id),
          { menuName: '政策兑现', menuImg: '/uploads/x.png', menuLink: '/Policy', sort: 9999 },
          as(content),
        )
      ).code,
    ).toBe(1);
    expect((await menu()).at(-1)).toBe(id);
    expect(
      await post(
        ctx.app,
        P.siteList('quickMenus'),
        { menuName: '坏链接', menuImg: '/uploads/x.png', menuLink: 'javascript:alert(1)' },
        as(content),
      ),
    ).toMatchObject({ code: 400, msg: '链接地址应以http://、https://或/开头' });
    expect((await post(ctx.app, P.siteDelete('quickMenus', id), {}, as(content))).code).toBe(1);
    expect(await menu()).not.toContain(id);
    expect(await successRows('site.quickMenus.delete')).toHaveLength(1);
  });

  it('stat tiles: counted sources ignore the typed number, fixed ones show it, hidden go', async () => {
    type Tile = { name: string; unit: string; counts: number };
    const tiles = async () => (await get<Tile[]>(ctx.app, HomePaths.statTiles)).data;
    const members = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'member')
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    await tiles(); // cached

    const counted = await post<{ id: number }>(
      ctx.app,
      P.siteList('statTiles'),
      { name: '入驻会员', unit: '人', source: 'members', fixedCount: 123456, status: 1, sort: 0 },
      as(content),
    );
    expect(counted.code).toBe(1);
    expect((await tiles())[0]).toEqual({ name: '入驻会员', unit: '人', counts: Number(members.n) });

    const fixed = await post<{ id: number }>(
      ctx.app,
      P.siteList('statTiles'),
      { name: '合作银行', unit: '家', source: 'fixed', fixedCount: 18, status: 1, sort: 1 },
      as(content),
    );
    expect((await tiles()).find((t) => t.name === '合作银行')).toEqual({
      name: '合作银行',
      unit: '家',
      counts: 18,
    });

    const hidden = await post(
      ctx.app,
      P.siteItem('statTiles', fixed.data.id),
      { name: '合作银行', unit: '家', source: 'fixed', fixedCount: 18, status: 0, sort: 1 },
      as(content),
    );
    expect(hidden.code).toBe(1);
    expect((await tiles()).map((t) => t.name)).not.toContain('合作银行');

    expect(
      await post(
        ctx.app,
        P.siteList('statTiles'),
        { name: '假数', unit: '个', source: 'made_up', status: 1 },
        as(content),
      ),
    ).toMatchObject({ code: 400, msg: '请选择统计来源' });
    const audited = await successRows('site.statTiles.update');
    expect(JSON.parse(audited[0]!.detail)).toMatchObject({
      before: { status: 1 },
      after: { status: 0 },
    });
  });
});
