import fs from 'node:fs';
import path from 'node:path';
import {
  type AdItem,
  type ArticleItem,
  ArticlePaths,
  type Envelope,
  HomePaths,
  LIST_PAGE_SIZE,
  MarketPaths,
  type OutcomeDetail,
  type Page,
} from '@portal/shared/api/index';
import { codePreload } from '@portal/shared/code-preloads';
import { isOpenPath, ROUTES, routeChain } from '@portal/shared/routes/index';
import type { ResolvedRoute } from '@portal/shared/routes/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_PAINT_HEADER } from '../kit/detail/view-counts.ts';
import { onInvalidate } from '../lib/cache-registry.ts';
import { PUBLIC_CACHE_TTL_MS } from '../lib/response-cache.ts';

/** Where the web build keeps the main layout's first paint (apps/web/index.html). */
const TEMPLATE = /<template id="first-paint">([\s\S]*?)<\/template>/;
/** The voucher home's first paint (the header's height, the carousel's first image). */
const COUPON_TEMPLATE = /<template id="first-paint-coupon">([\s\S]*?)<\/template>/;
const BANNER_SLOT = '<!--first-paint-banner-->';
/** The home banner's box with its slot: only the home page paints it. */
const BANNER_BLOCK = /<div class="fp-banner">\s*<!--first-paint-banner-->\s*<\/div>/;
const ROOT = '<div id="root"></div>';
/** The element the web app reads the inlined answers from (apps/web/src/lib/boot-answers.ts). */
export const BOOT_ANSWERS_ID = 'boot-answers';
/** Written by the web build (apps/web/vite-route-chunks.ts). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The ads a page's first screen shows, by route name, in fallback order (spec §7): their answers
 * are inlined and the first image is asked for with the HTML. The home banner shows position 21,
 * or 1 when 21 has none (banner.tsx); the voucher home's carousel position 22 (coupon-carousel).
 */
const FIRST_ADS: Readonly<Record<string, readonly number[]>> = {
  Index: [21, 1],
  CouponHome: [22],
};

/**
 * The guest answer a page's first screen waits for beyond ads (issue 27): the API URL its query
 * asks for on this page URL, exactly as the web app builds it (null: nothing to inline), and
 * the answer's first image, asked for with the HTML. `perVisit`: the answer counts the guest's
 * view, so the page is built for every visit, as that visitor, from the API's guest cache.
 */
interface FirstAnswer {
  url(query: URLSearchParams): string | null;
  image(data: unknown): string | null | undefined;
  /** The painted card's heading when it is not the route's title. */
  title?(data: unknown): string;
  perVisit?: boolean;
}

const FIRST_ANSWERS: Readonly<Record<string, FirstAnswer>> = {
  OutcomeDetail: {
    // The detail screen's ?id rule (useIdParam) and query (get-outcome-detail.ts).
    url: (query) => {
      const id = query.get('id') ?? '';
      return /^\d+$/.test(id) && Number(id) > 0
        ? `${MarketPaths.outcomeDetail}?id=${Number(id)}`
        : null;
    },
    image: (data) => (data as OutcomeDetail).coverImg,
    title: (data) => (data as OutcomeDetail).goodsName,
    perVisit: true,
  },
  News: {
    // The unfiltered first page, as the web list kit asks for it (toApiQuery, in its order).
    url: (query) =>
      query.size === 0
        ? `${ArticlePaths.newsPage}?pageNum=1&pageSize=${LIST_PAGE_SIZE}&sort=latest`
        : null,
    image: (data) => (data as Page<ArticleItem>).records.find((item) => item.img)?.img,
  },
};

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its <script> element or open a comment inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

/** dist/route-chunks.json: the files each screen module needs beyond the entry's. */
interface RouteChunks {
  screens: Record<string, { js: string[]; css: string[] }>;
  pages: Record<string, string>;
  shells: Record<string, string>;
  layouts: Record<string, string | null>;
  placeholder: string;
}

function readRouteChunks(webDist: string): RouteChunks | null {
  const file = path.join(webDist, ROUTE_CHUNKS_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RouteChunks;
  } catch {
    return null;
  }
}

/**
 * The <link>s that start a route's code with the HTML: its layout, the shells of its ancestors
 * and its screen, as the router's `lazy` would load them after the entry bundle has run. Both
 * carry `crossorigin` as Vite's preload helper asks for them, so the browser reuses the response.
 * The code comes at low priority, as the entry's own preloads do (@portal/shared/code-preloads).
 */
function preloadLinks(route: ResolvedRoute, chunks: RouteChunks | null): string {
  // The home's banner image is its largest paint: code fetched beside it slows it (issue 27).
  if (!chunks || route.path === '/') return '';
  const files = [
    chunks.layouts[route.layout],
    ...routeChain(route.name).map((link) => chunks.shells[link.name]),
    chunks.pages[route.name] ?? chunks.placeholder,
  ];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const file of files) {
    const screen = file ? chunks.screens[file] : undefined;
    for (const href of screen?.js ?? []) js.add(href);
    for (const href of screen?.css ?? []) css.add(href);
  }
  return [
    ...[...css].map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...[...js].map((href) => codePreload(escapeAttribute(href))),
  ].join('');
}

/**
 * A page's first card as its screen's largest paint, in the app's own classes (the entry
 * stylesheet has them), so a phone paints it from the HTML: the title with the route table's
 * `lead` sentence (the service hall), or with the first answer's image (FIRST_ANSWERS: the
 * outcome cover, the first news picture), drawn no smaller than the screen draws it.
 * `.fp-lead` (apps/web/index.html) pads it as a card.
 */
function leadCard(route: ResolvedRoute, first?: { title: string; image: string } | null): string {
  const { lead } = route.spec;
  if (!lead && !first?.image) return '';
  const title = first?.title || route.spec.title;
  const text = lead ? `<p class="pt-page-subtitle">${escapeAttribute(lead)}</p>` : '';
  const image = first?.image
    ? `<img src="${escapeAttribute(first.image)}" alt="" width="320" height="220">`
    : '';
  return `<main class="pt-main"><div class="pt-content"><section class="pt-card fp-lead"><h1 class="pt-page-title">${escapeAttribute(title)}</h1>${text}${image}</section></div></main>`;
}

/**
 * The routes whose URL the server paints: those a guest may open (the web guard's rule), but
 * not redirects, nor the blank layout's (login and the like: nothing to start early). Those of
 * the main layout get its header painted; every one gets its code preloaded.
 */
function paintedRoutes(): ResolvedRoute[] {
  return [...ROUTES.values()].filter(
    (route) => isOpenPath(route.path) && !route.spec.redirect && route.layout !== 'blank',
  );
}

export interface FirstPaintOptions {
  webDist: string;
  apiBase: string;
}

/**
 * Every public page's HTML with its first screen started (issue 8 §3, issue 27): the web app's
 * index.html, and
 * - for routes of the main layout, the header as plain HTML in #root (the `<template
 *   id="first-paint">` of apps/web/index.html), so a phone paints it before the JS arrives;
 *   the home page (`/`) also the current first banner image, with the banner ads' API answers
 *   inlined, so the app's first render shows the same banner without asking again;
 * - for every route but the home, <link rel=modulepreload> for its layout and screen chunks
 *   (from the web build's route-chunks.json), so they load with the entry bundle, not after it;
 * - for pages that open on ads (FIRST_ADS: the home banner, the voucher home's carousel) or on
 *   one answer (FIRST_ANSWERS: the outcome detail, the news list), a guest's answers inlined
 *   (boot answers, which the web app's request layer reuses only for guests) and the first
 *   image asked for with the HTML.
 * The routes come from the shared route table (@portal/shared/routes), the same one the web
 * router is built from. A page is rebuilt at most every PUBLIC_CACHE_TTL_MS and at once after a
 * write invalidating one of FIRST_PAINT_TAGS (a page whose answer counts a view: on every visit); the compression
 * hook compresses it. Without a template in the build (an older build, tests) the pages stay the
 * plain index.html of web-static.ts. index.html is read at start, as web-static.ts lists the
 * build's files at start: a new web build is served after a restart.
 */
/** What a painted page shows: ads and header (home, content), the outcome detail, the news list. */
const FIRST_PAINT_TAGS = ['home', 'content', 'outcome', 'article'];

export default fp<FirstPaintOptions>(
  async (app: FastifyInstance, { webDist, apiBase }) => {
    const indexFile = path.join(webDist, 'index.html');
    if (!fs.existsSync(indexFile)) return;
    const index = fs.readFileSync(indexFile, 'utf8');
    // Its notes for developers stay in the source; the banner slot is the one comment kept.
    const templateOf = (pattern: RegExp) =>
      pattern.exec(index)?.[1]?.replace(/<!--(?!first-paint-banner)[\s\S]*?-->\s*/g, '');
    const template = templateOf(TEMPLATE);
    if (!template || !index.includes(ROOT) || !BANNER_BLOCK.test(template)) return;
    const couponTemplate = templateOf(COUPON_TEMPLATE);
    const shell = index.replace(TEMPLATE, '').replace(COUPON_TEMPLATE, '');
    const header = template.replace(BANNER_BLOCK, '');
    const chunks = readRouteChunks(webDist);

    /** The pages being or last built, by path; promises, so requests together build once. */
    const cached = new Map<string, { html: Promise<string>; until: number }>();
    onInvalidate(app, (matches) => {
      if (matches(FIRST_PAINT_TAGS)) cached.clear();
    });

    /**
     * The API's own answer for `url`, exactly as a guest's browser would get it; as `visitor`
     * (address and browser) when given, so a view it counts is that guest's.
     */
    const answer = async <T>(url: string, visitor?: FastifyRequest) => {
      const res = await app.inject({
        method: 'GET',
        url,
        ...(visitor && {
          remoteAddress: visitor.ip,
          headers: { 'user-agent': visitor.headers['user-agent'] ?? '', [FIRST_PAINT_HEADER]: '1' },
        }),
      });
      return res.statusCode === 200 ? (res.json() as Envelope<T>) : null;
    };

    /** A page's first ads: their answers, in fallback order until one has an ad, and that ad. */
    const firstAds = async (positions: readonly number[]) => {
      const answers: Record<string, unknown> = {};
      let first: AdItem | undefined;
      for (const position of positions) {
        const url = `${apiBase}${HomePaths.adList}?positionType=${position}`;
        const envelope = await answer<AdItem[]>(url);
        if (envelope?.code !== 1) break;
        answers[url] = envelope.data;
        first = envelope.data?.[0];
        if (first) break;
      }
      return { answers, first };
    };

    /** The route's first answer at `url` (FIRST_ANSWERS), and its first image. */
    const firstAnswer = async (spec: FirstAnswer, url: string, visitor?: FastifyRequest) => {
      const envelope = await answer(url, visitor);
      if (envelope?.code !== 1) return null;
      return {
        answers: { [url]: envelope.data },
        image: spec.image(envelope.data) || '',
        title: spec.title?.(envelope.data) ?? '',
      };
    };

    const render = async (route: ResolvedRoute, url: string | null, visitor?: FastifyRequest) => {
      const positions = FIRST_ADS[route.name];
      const spec = FIRST_ANSWERS[route.name];
      const ads = positions ? await firstAds(positions) : null;
      const data = spec && url ? await firstAnswer(spec, url, visitor) : null;
      const answers = ads?.answers ?? data?.answers;
      const src = escapeAttribute(ads?.first?.img ?? data?.image ?? '');
      // Asked for before the scripts the head names, so the JS does not delay it.
      const image = src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
      const head = `${image}${preloadLinks(route, chunks)}`;
      const boot = answers
        ? `<script type="application/json" id="${BOOT_ANSWERS_ID}">${scriptJson({ at: app.clock.now(), answers })}</script>`
        : '';
      let painted = '';
      if (route.path === '/') {
        const banner =
          ads?.first &&
          `<img src="${src}" alt="${escapeAttribute(ads.first.title)}" width="1920" height="460" fetchpriority="high">`;
        painted = template.replace(BANNER_SLOT, () => banner || '');
      } else if (route.name === 'CouponHome' && couponTemplate) {
        const slide =
          ads?.first &&
          `<img src="${src}" alt="${escapeAttribute(ads.first.title)}" width="1920" height="400" fetchpriority="high">`;
        painted = couponTemplate.replace(BANNER_SLOT, () => slide || '');
      } else if (route.layout === 'main') {
        painted = header + leadCard(route, data);
      }
      const root = `<div id="root">${painted}</div>${boot}`;
      // Replacer functions: stored text is never read as a replacement pattern ($&, $', $`).
      return shell.replace('</title>', () => `</title>${head}`).replace(ROOT, () => root);
    };

    for (const route of paintedRoutes()) {
      const spec = FIRST_ANSWERS[route.name];
      app.get(route.path, { schema: { hide: true } }, async (request, reply) => {
        const search = new URLSearchParams(request.url.split('?')[1] ?? '');
        const path = spec?.url(search);
        const url = path ? `${apiBase}${path}` : null;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        if (url && spec?.perVisit) return reply.send(await render(route, url, request));
        // One page per route and inlined answer: the routes' lists inline only their first page.
        const key = `${route.path} ${url ?? ''}`;
        const now = app.clock.now();
        let page = cached.get(key);
        if (!page || now >= page.until) {
          const html = render(route, url);
          page = { html, until: now + PUBLIC_CACHE_TTL_MS };
          cached.set(key, page);
          html.catch(() => {
            cached.delete(key);
          });
        }
        return reply.send(await page.html);
      });
    }
  },
  { name: 'first-paint' },
);
