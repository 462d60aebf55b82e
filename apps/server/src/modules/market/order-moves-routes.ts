import {
  MarketMessages as M,
  MarketPaths,
  orderMoveSchema,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { ownOrderMoves } from './order-moves.ts';

const movesQuery = strictRequest({
  kind: z.enum(['transfer', 'contract'], { message: M.orderKindInvalid }),
  id: positiveIntField(M.notFound),
});

/** The status history of the member's transfer and contract registrations (member centre). */
const orderMovesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MarketPaths.orderMoves,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['transfer', 'contract'],
        summary: '登记办理记录（转让登记 / 合同登记的状态变化；仅本人，他人的登记 404）',
        querystring: movesQuery,
        response: { 200: envelopeOf(z.array(orderMoveSchema)) },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.query;
      const moves = await ownOrderMoves(app.db, request.user!.id, kind, id);
      if (!moves) throw notFound(kind === 'transfer' ? M.transferNotFound : M.contractNotFound);
      return reply.ok(moves);
    },
  );
};

export default orderMovesRoutes;
