import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from './web-static.ts';

export const ADMIN_PREFIX = '/admin';
export const MERCHANT_PREFIX = '/merchant';

export interface SideApp {
  /** The URL prefix the app lives under, e.g. /admin (its Vite `base`). */
  prefix: string;
  /** Its Vite build folder. */
  dist: string;
}

/** Whether a side app (apps/admin, apps/merchant) is built at `dist`. */
export function hasSideAppBuild(dist: string): boolean {
  return fs.existsSync(path.join(dist, 'index.html'));
}

/**
 * The operator console (issue #14) and the provider workspace (issue #25): each one's files under
 * its prefix with their precompressed variants, and its index.html for every other page URL
 * (history fallback). Without a build, side-sites.ts keeps answering with its explanation page.
 */
async function serveSideApp(app: FastifyInstance, { prefix, dist }: SideApp) {
  await app.register(fastifyStatic, {
    root: dist,
    prefix: `${prefix}/`,
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '**/index.html'],
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(file));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // Read once, like the file routes above: both name the build present at start.
  const html = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
  const page = async (request: { url: string }, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    if (path.extname(url)) {
      return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get(prefix, { schema: { hide: true } }, page);
  app.get(`${prefix}/*`, { schema: { hide: true } }, page);
}

export default fp<{ apps: SideApp[] }>(
  async (app: FastifyInstance, { apps }) => {
    for (const side of apps) {
      if (hasSideAppBuild(side.dist)) await serveSideApp(app, side);
    }
  },
  { name: 'side-app-static' },
);
