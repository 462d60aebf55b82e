import zlib from 'node:zlib';
import { SEARCH_CAT_DOCS, SEARCH_TYPE_DOCS, type SearchResult } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { invalidate } from '../../src/lib/cache-registry.ts';
import { reindexRecord } from '../../src/modules/search/documents.ts';
import { snippet } from '../../src/modules/search/highlight.ts';
import {
  indexDocument,
  type SearchDoc,
  toIndexRow,
} from '../../src/modules/search/index-repository.ts';
import { KEPT_MATCHES_TTL_MS, searchCache } from '../../src/modules/search/result-cache.ts';
import { highlightWords, queryTerms, queryWords } from '../../src/modules/search/segment.ts';
import { appForFile } from '../support/app.ts';
import { get, registerMember, userIdOf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

const search = async (query: string) => {
  const res = await get<SearchResult>(ctx.app, `/client/api/search?${query}`);
  if (res.code !== 1) throw new Error(`${query}: ${res.msg}`);
  return res.data;
};
const q = (text: string) => encodeURIComponent(text);
const plain = (html: string) => html.replace(/<\/?em>/g, '');

describe('segmentation', () => {
  it('keeps two-character words whole and drops lone characters beside longer words', () => {
    expect(queryWords('芯片')).toEqual(['芯片']);
    expect(queryWords('电池')).toEqual(['电池']);
    expect(queryWords('锂电池')).toEqual(['锂电池']);
    expect(queryWords('人工智能')).toEqual(['人工智能']);
    expect(queryWords('新能源车')).toEqual(['新能源']);
    expect(queryWords('  的 ，。')).toEqual([]);
  });

  it("remembers a query's search and highlight words as segmented", () => {
    const first = queryTerms('新能源车');
    expect(first).toEqual({ words: queryWords('新能源车'), marks: highlightWords('新能源车') });
    expect(queryTerms('新能源车')).toBe(first);
  });
});

describe('GET /client/api/search', () => {
  it('finds outcomes by the two-character words 芯片 and 电池, highlighted', async () => {
    for (const word of ['芯片', '电池']) {
      const res = await search(`searchStr=${q(word)}&type=1&pageSize=50`);
      expect(res.total, word).toBeGreaterThan(0);
      expect(res.words).toEqual([word]);
      expect(res.docType).toBe('outcome');
      for (const hit of res.records) {
        expect(`${hit.title}${hit.snippet}`).toContain(`<em>${word}</em>`);
      }
    }
  });

  it('matches 锂电池 to a title containing 锂电池, and 电池 finds it too', async () => {
    await indexDocument(ctx.db, {
      docType: 'outcome',
      refId: 900_001,
      title: '新型锂电池正极材料制备技术及其在新能源汽车中的应用',
      body: '<p>一种高比能正极材料。</p>',
      status: 1,
      ownerId: null,
      publishDate: '2026-11-20',
    });
    const lithium = await search(`searchStr=${q('锂电池')}&type=1&pageSize=100`);
    const hit = lithium.records.find((r) => r.id === 900_001)!;
    expect(hit.title).toBe('新型<em>锂电池</em>正极材料制备技术及其在新能源汽车中的应用');
    expect(lithium.records.every((r) => plain(r.title + r.snippet).includes('锂电池'))).toBe(true);
    const battery = await search(`searchStr=${q('电池')}&type=1&pageSize=100`);
    expect(battery.records.some((r) => r.id === 900_001)).toBe(true);
    const car = await search(`searchStr=${q('新能源车')}&type=1&pageSize=100`);
    expect(car.records.some((r) => r.id === 900_001)).toBe(true);
  });

  it('ranks title matches before body-only matches', async () => {
    await indexDocument(ctx.db, {
      docType: 'outcome',
      refId: 900_002,
      title: '某研究院年度工作简报',
      body: '简报提到一项芯片封装合作，也提到芯片测试平台建设。',
      status: 1,
      ownerId: null,
      publishDate: '2026-11-21',
    });
    const res = await search(`searchStr=${q('芯片')}&type=1&pageSize=100`);
    const inTitle = res.records.map((r) => plain(r.title).includes('芯片'));
    const firstBodyOnly = inTitle.indexOf(false);
    expect(firstBodyOnly).toBeGreaterThan(0);
    expect(inTitle.slice(firstBodyOnly).every((t) => !t)).toBe(true);
    const briefing = res.records.find((r) => r.id === 900_002)!;
    expect(briefing.snippet).toContain('<em>芯片</em>封装合作');
  });

  it('ANDs the words and escapes HTML before highlighting', async () => {
    await indexDocument(ctx.db, {
      docType: 'news',
      refId: 900_003,
      title: '<script>alert(1)</script>芯片 & 电池"联合"攻关',
      body: '',
      status: 1,
      ownerId: null,
      publishDate: '2026-11-21',
    });
    const both = await search(`searchStr=${q('芯片电池')}&type=8`);
    const hit = both.records.find((r) => r.id === 900_003)!;
    expect(hit.title).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<em>芯片</em> &amp; <em>电池</em>&quot;联合&quot;攻关',
    );
    expect(both.words).toEqual(['芯片', '电池']);
    expect(both.records.every((r) => plain(r.title + r.snippet).includes('芯片'))).toBe(true);
  });

  it('pages the results', async () => {
    const first = await search(`searchStr=${q('技术')}&type=1&pageSize=5`);
    const second = await search(`searchStr=${q('技术')}&type=1&pageSize=5&pageNum=2`);
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.records).toHaveLength(5);
    const ids = new Set(first.records.map((r) => r.id));
    expect(second.records.some((r) => ids.has(r.id))).toBe(false);
    expect(second).toMatchObject({ pageNum: 2, pageSize: 5 });
  });

  it('searches each header type and each category type in its own section', async () => {
    const cases: [string, string][] = [
      [`type=2&searchStr=${q('技术')}`, 'need'],
      [`type=3&searchStr=${q('攻关')}`, 'reward'],
      [`type=4&searchStr=${q('成交')}`, 'deal'],
      [`type=5&searchStr=${q('竞价')}`, 'bid'],
      [`type=6&searchStr=${q('对接')}`, 'action'],
      [`type=7&searchStr=${q('申报')}`, 'policy'],
      [`type=9&searchStr=${q('创新券')}`, 'rule'],
      [`type=10&searchStr=${q('成果转化')}`, 'view'],
      [`catType=1&searchContent=${q('芯片')}`, 'outcome'],
      [`catType=2&searchContent=${q('检测')}`, 'service'],
      [`catType=3&searchContent=${q('知识产权')}`, 'finance'],
      [`catType=4&searchContent=${q('技术')}`, 'need'],
      [`catType=8&searchContent=${q('数据库')}`, 'database'],
      [`catType=9&searchContent=${q('样本')}`, 'sample'],
      [`catType=10&searchContent=${q('重点实验室')}`, 'base'],
      [`catType=11&searchContent=${q('显微镜')}`, 'instrument'],
    ];
    for (const [query, docType] of cases) {
      const res = await search(query);
      expect(res.docType, query).toBe(docType);
      expect(res.total, query).toBeGreaterThan(0);
      expect(res.records[0]!.title, query).toContain('<em>');
    }
  });

  it('answers an empty page for a blank query, and refuses unknown types', async () => {
    expect(await search('type=1')).toMatchObject({ records: [], total: 0, words: [] });
    expect(await search(`searchStr=${q('，。')}`)).toMatchObject({ total: 0 });
    expect(await search(`searchStr=${q('量子引力波望远镜')}`)).toMatchObject({ total: 0 });
    expect((await get(ctx.app, '/client/api/search?type=11&searchStr=a')).msg).toBe(
      '搜索类型不正确',
    );
    expect((await get(ctx.app, '/client/api/search?catType=7&searchContent=a')).msg).toBe(
      '搜索分类不正确',
    );
    expect((await get(ctx.app, `/client/api/search?searchStr=${'长'.repeat(51)}`)).msg).toBe(
      '搜索内容不能超过50个字符',
    );
  });

  it('follows an insert, an update and a delete of an indexed record', async () => {
    const field = await ctx.db
      .selectFrom('techFields')
      .select('id')
      .where('parentId', 'is not', null)
      .executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const { id } = await ctx.db
      .insertInto('outcomes')
      .values({
        userId: null,
        goodsName: '深海钛合金耐压舱体焊接工艺',
        techFieldId: field.id,
        regionCode: '370202',
        maturity: 3,
        cooperationType: 1,
        price: 0,
        tradeStatus: 0,
        ownerType: 2,
        orgName: '某海洋研究所',
        schoolId: null,
        linkman: '王工',
        linkphone: '13800000000',
        coverImg: '/images/demo/outcomes/field-01.svg',
        keywords: '钛合金、焊接',
        summary: '用于深海装备的耐压舱体。',
        detail: '<p>详情</p>',
        featured: 0,
        status: 1,
        publishDate: '2026-11-21',
        viewCount: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reindexRecord(ctx.db, 'outcome', id, now);
    const found = await search(`searchStr=${q('钛合金焊接')}&type=1`);
    expect(found.records.map((r) => r.id)).toEqual([id]);

    await ctx.db
      .updateTable('outcomes')
      .set({ goodsName: '深海钛合金耐压舱体激光焊接工艺' })
      .where('id', '=', id)
      .execute();
    await reindexRecord(ctx.db, 'outcome', id, now);
    expect((await search(`searchStr=${q('激光焊接')}&type=1`)).records.map((r) => r.id)).toContain(
      id,
    );

    await ctx.db.updateTable('outcomes').set({ status: 3 }).where('id', '=', id).execute();
    await reindexRecord(ctx.db, 'outcome', id, now);
    expect((await search(`searchStr=${q('钛合金焊接')}&type=1`)).total).toBe(0);

    await ctx.db.deleteFrom('outcomes').where('id', '=', id).execute();
    await reindexRecord(ctx.db, 'outcome', id, now);
    const left = await ctx.db
      .selectFrom('searchIndex')
      .select('id')
      .where('refId', '=', id)
      .where('docType', '=', 'outcome')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('tab counts and the guests’ answer cache', () => {
  it('counts the matches of every tab in the same answer', async () => {
    const res = await search(`searchStr=${q('技术')}&type=2`);
    expect(res.counts.need).toBe(res.total);
    expect(Object.keys(res.counts).sort()).toEqual(
      [...new Set(Object.values(SEARCH_TYPE_DOCS))].sort(),
    );
    for (const [type, docType] of Object.entries(SEARCH_TYPE_DOCS)) {
      const one = await search(`searchStr=${q('技术')}&type=${type}&pageSize=1`);
      expect(res.counts[docType], docType).toBe(one.total);
    }
    expect(Object.values(res.counts).some((n) => n! > 0)).toBe(true);
    const byCat = await search(`searchContent=${q('技术')}&catType=2`);
    expect(Object.keys(byCat.counts).sort()).toEqual(
      [...new Set(Object.values(SEARCH_CAT_DOCS))].sort(),
    );
  });

  it('reuses a guest answer for a few seconds, and not after the index is written', async () => {
    const doc = (refId: number): SearchDoc => ({
      docType: 'news',
      refId,
      title: `磁悬浮轴承试验台建成${refId}`,
      body: '磁悬浮轴承试验台通过验收。',
      status: 1,
      ownerId: null,
      publishDate: '2026-11-21',
    });
    const query = `searchStr=${q('磁悬浮轴承')}&type=8`;
    expect((await search(query)).total).toBe(0);
    // Written around the index functions: the cached answer is still served…
    await ctx.db
      .insertInto('searchIndex')
      .values(toIndexRow(doc(910_001), 0))
      .execute();
    expect((await search(query)).total).toBe(0);
    // …until it expires (the answer after 5 s; the query's kept ranked window and tab counts,
    // which every page and tab shares, after KEPT_MATCHES_TTL_MS),
    ctx.clock.advance(KEPT_MATCHES_TTL_MS + 1);
    expect((await search(query)).total).toBe(1);
    // and a write through the index forgets it at once.
    await indexDocument(ctx.db, doc(910_002));
    expect((await search(query)).total).toBe(2);
    // A write another process made is heard as an invalidation of its section (`news:…`).
    await ctx.db
      .insertInto('searchIndex')
      .values(toIndexRow(doc(910_003), 0))
      .execute();
    expect((await search(query)).total).toBe(2);
    invalidate(ctx, 'news:910003');
    expect((await search(query)).total).toBe(3);
  });

  it('runs identical concurrent misses once, and not across a write to the index', async () => {
    const cache = searchCache<number>(ctx.app);
    let loads = 0;
    const load = async () => {
      const n = ++loads;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return n;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
    // A miss after a write does not join a load that began before it.
    ctx.clock.advance(KEPT_MATCHES_TTL_MS + 1);
    const before = cache.get('k', load);
    await indexDocument(ctx.db, {
      docType: 'news',
      refId: 910_100,
      title: '并发缓存测试',
      body: '并发缓存测试',
      status: 1,
      ownerId: null,
      publishDate: '2026-11-21',
    });
    const after = cache.get('k', load);
    expect(await before).toBe(2);
    expect(await after).toBe(3);
  });

  it("serves a member with no hidden document the guests' cached answer, and one with a 待审核 need their own", async () => {
    const { token } = await registerMember(ctx, { username: 'search_member' });
    const userId = await userIdOf(ctx, 'search_member');
    const asMember = async (query: string) =>
      (await get<SearchResult>(ctx.app, `/client/api/search?${query}`, { token })).data;
    const doc = (refId: number, status: number): SearchDoc => ({
      docType: 'news',
      refId,
      title: `深海着陆器样机${refId}`,
      body: '深海着陆器样机完成海试。',
      status,
      ownerId: status === 1 ? null : userId,
      publishDate: '2026-11-21',
    });
    const query = `searchStr=${q('深海着陆器')}&type=8`;
    expect((await search(query)).total).toBe(0);
    // Written around the index: the member is served the guests' cached answer too.
    await ctx.db
      .insertInto('searchIndex')
      .values(toIndexRow(doc(920_001, 1), 0))
      .execute();
    expect((await asMember(query)).total).toBe(0);
    // Owning a hidden document, the member is answered afresh and finds it; guests do not.
    await indexDocument(ctx.db, doc(920_002, 0));
    expect((await asMember(query)).records.map((r) => r.id).sort()).toEqual([920_001, 920_002]);
    expect((await search(query)).records.map((r) => r.id)).toEqual([920_001]);
  });
});

describe('a cached search answer on the wire', () => {
  it('is sent compressed, the same bytes each time, decoding to the plain answer', async () => {
    const url = `/client/api/search?searchStr=${q('芯片')}&type=1&pageSize=20`;
    const plain = await ctx.app.inject({ url: `/gateway${url}` });
    const first = await ctx.app.inject({
      url: `/gateway${url}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    const second = await ctx.app.inject({
      url: `/gateway${url}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect((plain.json() as { data: SearchResult }).data.records.length).toBeGreaterThan(0);
  });
});

describe('snippet', () => {
  it('shows the whole sentence that holds the match, not a window cut anywhere', () => {
    const body =
      '本项目面向新能源汽车。团队研制了车规级芯片封装工艺，良率达到99%。已在三家企业中试！芯片 封装 测试 电池';
    expect(snippet(body, ['芯片'], 40)).toBe(
      '团队研制了车规级<em>芯片</em>封装工艺，良率达到99%。已在三家企业中试！',
    );
    expect(snippet(body, ['新能源'], 20)).toBe('本项目面向<em>新能源</em>汽车。');
    expect(snippet(body, ['无关'], 12)).toBe('本项目面向新能源汽车。');
  });

  it('shows the text around the first match with ellipses', () => {
    const body = `${'前'.repeat(60)}芯片${'后'.repeat(200)}`;
    const s = snippet(body, ['芯片'], 40);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('<em>芯片</em>');
  });
});
