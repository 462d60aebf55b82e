import {
  merchantBookingDeclineSchema,
  merchantBookingIdSchema,
  merchantBookingStatusField,
  myInstrumentBookingSchema,
  MerchantBookingPaths as P,
  pagingShape,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import { bookingViews } from '../resource/booking-views.ts';
import { decideBooking } from '../resource/booking-workflow.ts';
import { requireOrg } from './membership.ts';

const tags = ['merchant'];

/**
 * 仪器预约 in the workspace (issue #25): bookings of the organisation's instruments, decided
 * by owner or staff through the console's own transition (decideBooking with an org actor).
 */
const merchantBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = [app.requireUser, requireOrg(app.db)];

  app.get(
    P.bookings,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '本机构仪器的预约（status 筛选；最新在前）',
        querystring: strictRequest({ ...pagingShape, status: merchantBookingStatusField }),
        response: { 200: envelopeOf(pageOf(myInstrumentBookingSchema)) },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const extra = { orgId: request.merchantOrg!.id };
      const page = await bookingViews(app.db, { status, extra }, paging, 'member', app.clock.now());
      return reply.ok(page);
    },
  );

  const moves = [
    {
      path: P.bookingConfirm,
      action: 'merchant.booking.confirm',
      summary: '确认预约（待确认 → 已确认）；预约人收到消息',
      body: merchantBookingIdSchema,
      accept: true,
      done: '预约已确认，预约人已收到通知',
    },
    {
      path: P.bookingDecline,
      action: 'merchant.booking.decline',
      summary: '拒绝预约（待确认 → 未通过；须填原因）；预约人收到消息',
      body: merchantBookingDeclineSchema,
      accept: false,
      done: '已拒绝该预约，预约人已收到通知',
    },
  ] as const;
  for (const m of moves) {
    app.post(
      m.path,
      {
        onRequest: member,
        schema: {
          tags,
          summary: m.summary,
          body: optionalBody(m.body),
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const orgId = request.merchantOrg!.id;
        const { id, reason } = request.body as { id: number; reason?: string };
        const actor = { kind: 'org', orgId } as const;
        const from = await decideBooking(
          app.db,
          { id, accept: m.accept, reason },
          app.clock.now(),
          actor,
        );
        await app.audit(request, {
          action: m.action,
          outcome: 'success',
          detail: { orgId, id, from },
        });
        return reply.ok(null, m.done);
      },
    );
  }
};

export default merchantBookingRoutes;
