import type { CollectKind } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberMarks } from '../../lib/response-cache.ts';
import { collectedAmong } from './repository.ts';

/** isCollect of a cached page for the requesting member, from their cached collected set. */
export function collectedMarks(app: FastifyInstance, kind: CollectKind): MemberMarks {
  return (request, ids) => collectedAmong(app.db, request.user?.id, kind, ids, app.clock.now());
}
