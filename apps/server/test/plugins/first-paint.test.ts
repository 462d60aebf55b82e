import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AdItem, ArticleItem, OutcomeDetail, Page } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { clearPublicCaches } from '../../src/lib/cache-registry.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { get, registerMember } from '../support/client.ts';

/** The parts of apps/web/index.html the server fills in, as vite writes them. */
const INDEX = `<!doctype html><html><head><title>科技成果转化服务平台</title><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js"></head><body>
<div id="root"></div>
<template id="first-paint"><!-- note --><style>.fp-banner{height:460px}</style><div class="fp-top"></div><div class="fp-banner"><!--first-paint-banner--></div></template>
<template id="first-paint-coupon"><!-- coupon note --><div class="fp-coupon-bar"></div><div class="fp-carousel"><!--first-paint-banner--></div></template>
</body></html>`;

const BANNERS = '/gateway/client/api/ad/list?positionType=21';

/** What apps/web/vite-route-chunks.ts writes, for a few screens. */
const ROUTE_CHUNKS = {
  screens: {
    'app/layouts/main-layout.tsx': {
      js: ['/assets/main-layout-1.js'],
      css: ['/assets/layout-1.css'],
    },
    'app/layouts/coupon-layout.tsx': { js: ['/assets/coupon-layout-1.js'], css: [] },
    'pages/home/home-page.tsx': { js: ['/assets/home-page-1.js'], css: [] },
    'pages/market/outcome-list-page.tsx': {
      js: ['/assets/outcome-list-page-1.js', '/assets/list-page-1.js'],
      css: ['/assets/list-page-1.css'],
    },
    'pages/coupon/coupon-home-page.tsx': { js: ['/assets/coupon-home-page-1.js'], css: [] },
    'pages/common/placeholder-page.tsx': { js: ['/assets/placeholder-page-1.js'], css: [] },
  },
  pages: {
    Index: 'pages/home/home-page.tsx',
    Outcome: 'pages/market/outcome-list-page.tsx',
    CouponHome: 'pages/coupon/coupon-home-page.tsx',
  },
  shells: {},
  layouts: {
    main: 'app/layouts/main-layout.tsx',
    coupon: 'app/layouts/coupon-layout.tsx',
    blank: null,
  },
  placeholder: 'pages/common/placeholder-page.tsx',
};

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify(ROUTE_CHUNKS));
  ctx = await createTestApp({ WEB_DIST: dist });
  await seedIfEmpty(ctx.db, ctx.app.log, { now: ctx.clock.now() });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const home = async () => (await ctx.app.inject({ method: 'GET', url: '/' })).body;

/** What the page inlined for the web app (apps/web/src/lib/boot-answers.ts). */
function bootAnswers(html: string): { at: number; answers: Record<string, AdItem[]> } {
  const json = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(html);
  if (!json?.[1]) throw new Error('no boot answers in the page');
  return JSON.parse(json[1]);
}

const renameFirstBanner = (title: string) =>
  ctx.db
    .updateTable('ads')
    .set({ title })
    .where('positionType', '=', 21)
    .where('sort', '=', 1)
    .execute();

describe('GET / (the home page painted by the server)', () => {
  it('holds the header and the first banner in #root, and the banner answer inlined', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).not.toContain('<template');
    expect(html).not.toContain('note');
    expect(html).toContain(
      '<title>科技成果转化服务平台</title><link rel="preload" as="image" href="/images/demo/banners/home-1.svg" fetchpriority="high">',
    );
    expect(html).toContain(
      '<div id="root"><style>.fp-banner{height:460px}</style><div class="fp-top"></div><div class="fp-banner"><img src="/images/demo/banners/home-1.svg" alt="科技成果转化服务平台" width="1920" height="460" fetchpriority="high"></div></div>',
    );
    const api = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=21');
    const boot = bootAnswers(html);
    expect(boot.answers).toEqual({ [BANNERS]: api.data });
    expect(boot.at).toBe(ctx.clock.now());
  });

  it('escapes what an operator typed, in the attribute and in the inlined JSON', async () => {
    const title = '"><script>alert(1)</script>\u2028&';
    await renameFirstBanner(title);
    clearPublicCaches(ctx.app);
    const html = await home();
    expect(html).toContain('alt="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;\u2028&#38;"');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(bootAnswers(html).answers[BANNERS]?.[0]?.title).toBe(title.replace('\u2028', ' '));
    await renameFirstBanner('科技成果转化服务平台');
    clearPublicCaches(ctx.app);
  });

  it('paints replacement patterns in stored text literally, in every painted field', async () => {
    const original = await ctx.db
      .selectFrom('ads')
      .select(['title', 'img', 'linkUrl', 'adLinkUrl'])
      .where('positionType', '=', 21)
      .where('sort', '=', 1)
      .executeTakeFirstOrThrow();
    // Issue #23: `$&`, `$'`, `` $` ``, `$1`… in a replacement string would splice the page.
    for (const pattern of ['$&', "$'", '$`', '$1', '$$', '$<name>', 'X$`Y']) {
      const value = (field: string) => `${field}-${pattern}-end`;
      await ctx.db
        .updateTable('ads')
        .set({
          title: value('title'),
          img: `/images/${value('img')}.svg`,
          linkUrl: value('link'),
          adLinkUrl: value('adlink'),
        })
        .where('positionType', '=', 21)
        .where('sort', '=', 1)
        .execute();
      clearPublicCaches(ctx.app);
      const html = await home();
      const attr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(html, pattern).toContain(`alt="${attr(value('title'))}"`);
      expect(html, pattern).toContain(
        `<link rel="preload" as="image" href="${attr(`/images/${value('img')}.svg`)}"`,
      );
      expect(html.match(/<div id="root">/g), pattern).toHaveLength(1);
      expect(html.match(/<title>/g), pattern).toHaveLength(1);
      expect(html.match(/<script/g), pattern).toHaveLength(1);
      const [ad] = bootAnswers(html).answers[BANNERS]!;
      expect(ad, pattern).toMatchObject({
        title: value('title'),
        img: `/images/${value('img')}.svg`,
        linkUrl: value('link'),
        adLinkUrl: value('adlink'),
      });
    }
    await ctx.db
      .updateTable('ads')
      .set(original)
      .where('positionType', '=', 21)
      .where('sort', '=', 1)
      .execute();
    clearPublicCaches(ctx.app);
  });

  it('is reused for the public cache time, and rebuilt after it or after a content write', async () => {
    clearPublicCaches(ctx.app);
    await home();
    await renameFirstBanner('揭榜挂帅');
    expect(await home()).toContain('alt="科技成果转化服务平台"');
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    expect(await home()).toContain('alt="揭榜挂帅"');
    await renameFirstBanner('科技成果转化服务平台');
    clearPublicCaches(ctx.app);
    expect(await home()).toContain('alt="科技成果转化服务平台"');
  });

  it('is compressed when the browser accepts it, and HEAD answers like GET', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(await home());
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('paints no banner when neither banner position has an ad, and inlines both empty answers', async () => {
    await ctx.db
      .updateTable('ads')
      .set({ status: 0 })
      .where('positionType', 'in', [1, 21])
      .execute();
    clearPublicCaches(ctx.app);
    const html = await home();
    expect(html).toContain('<div class="fp-banner"></div>');
    expect(bootAnswers(html).answers).toEqual({
      [BANNERS]: [],
      '/gateway/client/api/ad/list?positionType=1': [],
    });
  });

  it('names no code to preload: the banner image is asked for alone (issue 27)', async () => {
    const html = await home();
    expect(html.match(/modulepreload/g)).toHaveLength(1); // the entry's own, from index.html
    expect(html).not.toContain('as="style"');
  });
});

describe('other public pages (issue 27)', () => {
  const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

  it('paints the main layout header without the banner or boot answers, and preloads the route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/Project/Outcome?pageNum=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<title>科技成果转化服务平台</title><link rel="preload" as="style" crossorigin href="/assets/layout-1.css"><link rel="preload" as="style" crossorigin href="/assets/list-page-1.css"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-layout-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/outcome-list-page-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/list-page-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js"></head>',
    );
    expect(res.body).toContain(
      '<div id="root"><style>.fp-banner{height:460px}</style><div class="fp-top"></div></div>',
    );
    expect(res.body).not.toContain('<template');
    expect(res.body).not.toContain('boot-answers');
  });

  it('preloads a route’s code at low priority, as the build does the entry’s (issue 27)', async () => {
    expect(await page('/News')).not.toMatch(/<link rel="modulepreload" crossorigin/);
  });

  it('preloads the placeholder for a route without a screen of its own', async () => {
    expect(await page('/Introduction')).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/placeholder-page-1.js">',
    );
  });

  it('preloads a voucher sub-site page and its carousel without painting the main header into it', async () => {
    const html = await page('/Coupon/Home');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/coupon-layout-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/coupon-home-page-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js"></head>',
    );
    expect(html).not.toContain('fp-top');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('coupon note');
    // The carousel's ads are inlined and its first image is asked for with the HTML.
    const carousel = '/gateway/client/api/ad/list?positionType=22';
    const api = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=22');
    expect(api.data?.length).toBeGreaterThan(0);
    expect(bootAnswers(html).answers).toEqual({ [carousel]: api.data });
    const first = api.data![0]!;
    expect(html).toContain(
      `<title>科技成果转化服务平台</title><link rel="preload" as="image" href="${first.img}" fetchpriority="high">`,
    );
    // …and painted in the carousel's box below the header's room, before the code arrives.
    expect(html).toContain(
      `<div id="root"><div class="fp-coupon-bar"></div><div class="fp-carousel"><img src="${first.img}" alt="${first.title}" width="1920" height="400" fetchpriority="high"></div></div><script type="application/json" id="boot-answers">`,
    );
  });

  it("paints the service hall's title and lead from the route table under the header", async () => {
    const html = await page('/Service');
    expect(html).toContain(
      '<div class="fp-top"></div><main class="pt-main"><div class="pt-content"><section class="pt-card fp-lead"><h1 class="pt-page-title">服务大厅</h1><p class="pt-page-subtitle">汇聚高校、科研院所、技术经理人、科技特派员与专业服务机构，为成果转化提供全流程服务</p></section></div></main></div>',
    );
    // A page without a lead keeps the header alone.
    expect(await page('/Project/Outcome')).not.toContain('fp-lead');
  });

  it('leaves pages a guest cannot open, the blank layout and unknown paths to the plain index.html', async () => {
    for (const url of ['/UserInfo', '/login', '/NoSuchPage', '/Project']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(INDEX);
    }
  });
});

describe('pages that open on one guest answer (issue 27)', () => {
  const visit = (url: string, ip = '10.0.0.7') =>
    ctx.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': 'phone' } });

  it("inlines the outcome detail as a guest gets it, asks for its cover, and counts the visitor's view once", async () => {
    const { data: list } = await get<Page<{ id: number }>>(
      ctx.app,
      '/client/api/outcome/page?pageSize=1',
    );
    const id = list!.records[0]!.id;
    const api = `/gateway/client/api/outcome/detail?id=${id}`;
    const res = await visit(`/Project/Outcome/OutcomeDetail?id=${id}`);
    expect(res.statusCode).toBe(200);
    const inlined = bootAnswers(res.body).answers[api] as unknown as OutcomeDetail;
    expect(inlined.id).toBe(id);
    expect(inlined.isCollect).toBe(false);
    expect(inlined.coverImg).toBeTruthy();
    expect(res.body).toContain(
      `<title>科技成果转化服务平台</title><link rel="preload" as="image" href="${inlined.coverImg}" fetchpriority="high">`,
    );
    // Its first card is painted: the outcome's name and cover, before the code arrives.
    expect(res.body).toContain(
      `<section class="pt-card fp-lead"><h1 class="pt-page-title">${inlined.goodsName}</h1><img src="${inlined.coverImg}" alt="" width="320" height="220"></section>`,
    );
    // The same visitor again: the page is built afresh, the view not counted twice.
    const again = bootAnswers((await visit(`/Project/Outcome/OutcomeDetail?id=${id}`)).body);
    expect((again.answers[api] as unknown as OutcomeDetail).viewCount).toBe(inlined.viewCount);
    // Another visitor's page carries the view the first one added.
    const other = bootAnswers(
      (await visit(`/Project/Outcome/OutcomeDetail?id=${id}`, '10.0.0.8')).body,
    );
    expect((other.answers[api] as unknown as OutcomeDetail).viewCount).toBe(inlined.viewCount + 1);
  });

  it('does not count a second view when a member on the painted device then asks for the detail', async () => {
    const { data: list } = await get<Page<{ id: number }>>(
      ctx.app,
      '/client/api/outcome/page?pageSize=1&pageNum=2',
    );
    const id = list!.records[0]!.id;
    const api = `/gateway/client/api/outcome/detail?id=${id}`;
    const { token } = await registerMember(ctx, { username: 'fpviewer' });
    const { token: other } = await registerMember(ctx, { username: 'fpviewer2' });
    // The server paints the page as a guest (the token lives in the browser's localStorage).
    const painted = bootAnswers(
      (await visit(`/Project/Outcome/OutcomeDetail?id=${id}`, '10.0.0.9')).body,
    ).answers[api] as unknown as OutcomeDetail;
    // The member's own answer, fetched from the same device, does not count the view again…
    const asMember = async (ip: string, authorization = token) =>
      JSON.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: api,
            remoteAddress: ip,
            headers: { 'user-agent': 'phone', authorization },
          })
        ).body,
      ).data as OutcomeDetail;
    expect((await asMember('10.0.0.9')).viewCount).toBe(painted.viewCount);
    // …nor from another device the same day: the member has seen it.
    expect((await asMember('10.0.0.10')).viewCount).toBe(painted.viewCount);
    // A second member on that device is a viewer of their own.
    expect((await asMember('10.0.0.9', other)).viewCount).toBe(painted.viewCount + 1);
  });

  it('inlines nothing for an unknown or malformed id', async () => {
    for (const query of ['id=999999', 'id=abc', 'id=0', '']) {
      const html = (await visit(`/Project/Outcome/OutcomeDetail?${query}`)).body;
      expect(html, query).toContain('<div id="root"><style>');
      expect(html, query).not.toContain('boot-answers');
      expect(html, query).not.toContain('as="image"');
      expect(html, query).not.toContain('fp-lead');
    }
  });

  it("inlines the news list's unfiltered first page as the web list asks for it, and its first image", async () => {
    const url = '/gateway/client/api/news/page?pageNum=1&pageSize=10&sort=latest';
    const api = await get<Page<ArticleItem>>(
      ctx.app,
      '/client/api/news/page?pageNum=1&pageSize=10&sort=latest',
    );
    const html = (await visit('/News')).body;
    expect(bootAnswers(html).answers).toEqual({ [url]: api.data });
    // The first card that has an image (a row without one shows none).
    const img = api.data!.records.find((item) => item.img)?.img;
    expect(img).toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" href="${img}" fetchpriority="high">`);
    expect(html).toContain(
      `<section class="pt-card fp-lead"><h1 class="pt-page-title">新闻资讯</h1><img src="${img}" alt="" width="320" height="220"></section>`,
    );
    const filtered = (await visit('/News?pageNum=2')).body;
    expect(filtered).not.toContain('boot-answers');
    expect(filtered).not.toContain('as="image"');
    expect(filtered).not.toContain('fp-lead');
  });
});
