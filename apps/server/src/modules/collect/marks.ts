import type { CollectKind } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberMarks } from '../../lib/response-cache.ts';
import { collectedIds } from './repository.ts';

/** isCollect of a cached page for the requesting member: one indexed query over its ids. */
export function collectedMarks(app: FastifyInstance, kind: CollectKind): MemberMarks {
  return (request, ids) => collectedIds(app.db, request.user?.id, kind, ids);
}
