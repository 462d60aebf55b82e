import fs from 'node:fs';
import path from 'node:path';
import { type AdItem, type Envelope, HomePaths } from '@portal/shared/api/index';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onPublicCacheClear } from '../lib/cache-registry.ts';
import { PUBLIC_CACHE_TTL_MS } from '../lib/response-cache.ts';

/** Where the web build keeps the home page's first paint (apps/web/index.html). */
const TEMPLATE = /<template id="first-paint">([\s\S]*?)<\/template>/;
const BANNER_SLOT = '<!--first-paint-banner-->';
const ROOT = '<div id="root"></div>';
/** The element the web app reads the inlined answers from (apps/web/src/lib/boot-answers.ts). */
export const BOOT_ANSWERS_ID = 'boot-answers';

/** Ads of the home banner; position 1 stands in when 21 has none (spec §7, banner.tsx). */
const BANNER_POSITIONS = [21, 1] as const;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its <script> element or open a comment inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

export interface HomeFirstPaintOptions {
  webDist: string;
  apiBase: string;
}

/**
 * `GET /` answers the web app's index.html with the home page's first screen already in it
 * (issue 8 §3, LCP): the header and the current first banner image as plain HTML, and the banner
 * ads' API answers inlined, so the app's first render shows the same banner without asking again.
 * On a slow phone the banner then starts loading with the HTML instead of after the JS and an
 * API round trip. The page is rebuilt at most every PUBLIC_CACHE_TTL_MS and at once after an
 * operator's content write; the compression hook compresses it. Without a template in the
 * build (an older build, tests) `/` stays the plain index.html of web-static.ts. index.html is
 * read at start, as web-static.ts lists the build's files at start: a new web build is served
 * after a restart.
 */
export default fp<HomeFirstPaintOptions>(
  async (app: FastifyInstance, { webDist, apiBase }) => {
    const indexFile = path.join(webDist, 'index.html');
    if (!fs.existsSync(indexFile)) return;
    const index = fs.readFileSync(indexFile, 'utf8');
    // Its notes for developers stay in the source; the banner slot is the one comment kept.
    const template = TEMPLATE.exec(index)?.[1]?.replace(
      /<!--(?!first-paint-banner)[\s\S]*?-->\s*/g,
      '',
    );
    if (!template || !index.includes(ROOT) || !template.includes(BANNER_SLOT)) return;
    const shell = index.replace(TEMPLATE, '');

    /** The page being or last built; a promise, so requests arriving together build it once. */
    let cached: { html: Promise<string>; until: number } | undefined;
    onPublicCacheClear(app, () => {
      cached = undefined;
    });

    /** The API's own answer for `url`, exactly as the browser would get it. */
    const answer = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return res.statusCode === 200 ? (res.json() as Envelope<AdItem[]>) : null;
    };

    const render = async () => {
      const answers: Record<string, unknown> = {};
      let first: AdItem | undefined;
      for (const position of BANNER_POSITIONS) {
        const url = `${apiBase}${HomePaths.adList}?positionType=${position}`;
        const envelope = await answer(url);
        if (envelope?.code !== 1) break;
        answers[url] = envelope.data;
        first = envelope.data?.[0];
        if (first) break;
      }
      const src = first ? escapeAttribute(first.img) : '';
      const banner = first
        ? `<img src="${src}" alt="${escapeAttribute(first.title)}" width="1920" height="460" fetchpriority="high">`
        : '';
      // Asked for before the scripts the head names, so the JS does not delay it.
      const preload = first
        ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">`
        : '';
      const boot = `<script type="application/json" id="${BOOT_ANSWERS_ID}">${scriptJson({ at: app.clock.now(), answers })}</script>`;
      // Replacer functions: stored text is never read as a replacement pattern ($&, $', $`).
      const root = `<div id="root">${template.replace(BANNER_SLOT, () => banner)}</div>${boot}`;
      return shell.replace('</title>', () => `</title>${preload}`).replace(ROOT, () => root);
    };

    app.get('/', { schema: { hide: true } }, async (_request, reply) => {
      const now = app.clock.now();
      if (!cached || now >= cached.until) {
        const html = render();
        cached = { html, until: now + PUBLIC_CACHE_TTL_MS };
        html.catch(() => {
          cached = undefined;
        });
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await cached.html);
    });
  },
  { name: 'home-first-paint' },
);
