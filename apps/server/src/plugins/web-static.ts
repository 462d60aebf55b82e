import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Text files the web build writes .br/.gz copies of (apps/web/vite.config.ts). */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

/**
 * Cache-Control per file. Hashed assets never change under their name: a year, immutable.
 * HTML names the current hashes, so browsers revalidate it on every visit (a deploy reaches
 * them at once). Other files (favicon, demo images) keep their names across deploys: a day is
 * long enough to spare repeat visits the requests and short enough for a changed image.
 */
export function cacheControlFor(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(file)) return 'no-cache';
  return 'public, max-age=86400';
}

export interface WebStaticOptions {
  webDist: string;
  /** URL prefixes that are never SPA pages (the API, uploads): their unknown paths get 404. */
  notPagePrefixes: string[];
}

/**
 * The built SPA: files with their precompressed variants, and index.html for every other
 * page URL (history fallback). Registered before the compression hook (plugins/compress-json.ts) so these routes are never
 * compressed again on the fly. GET and HEAD answer alike.
 */
export default fp<WebStaticOptions>(
  async (app: FastifyInstance, { webDist, notPagePrefixes }) => {
    const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: true,
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (res, file) => {
          res.setHeader('cache-control', cacheControlFor(file));
          if (PRECOMPRESSED.test(file)) res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !notPagePrefixes.some((prefix) => url.startsWith(prefix)) &&
        !path.extname(url);
      if (isPage && hasWeb) return reply.sendFile('index.html');
      return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    });
  },
  { name: 'web-static' },
);
