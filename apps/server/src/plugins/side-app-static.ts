import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from './web-static.ts';

export const ADMIN_PREFIX = '/admin';

/** Whether the operator console (apps/admin) is built at `adminDist`. */
export function hasAdminBuild(adminDist: string): boolean {
  return fs.existsSync(path.join(adminDist, 'index.html'));
}

/**
 * The operator console (issue #14): its files under /admin/ with their precompressed
 * variants, and its index.html for every other /admin page URL (history fallback). Without
 * a build, side-sites.ts keeps answering /admin with its explanation page.
 */
export default fp<{ adminDist: string }>(
  async (app: FastifyInstance, { adminDist }) => {
    if (!hasAdminBuild(adminDist)) return;
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: `${ADMIN_PREFIX}/`,
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
    const html = await fs.promises.readFile(path.join(adminDist, 'index.html'), 'utf8');
    const page = async (request: { url: string }, reply: import('fastify').FastifyReply) => {
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
    app.get(ADMIN_PREFIX, { schema: { hide: true } }, page);
    app.get(`${ADMIN_PREFIX}/*`, { schema: { hide: true } }, page);
  },
  { name: 'admin-static' },
);
