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
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { bookingViews } from '../resource/booking-views.ts';
import { decideBooking } from '../resource/booking-workflow.ts';
import { requireOrg } from './membership.ts';
import { orgMoveRoutes } from './org-moves.ts';

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

  const decide = (
    orgId: number,
    b: { id: number; reason?: string },
    accept: boolean,
    now: number,
  ) => decideBooking(app.db, { id: b.id, accept, reason: b.reason }, now, { kind: 'org', orgId });
  const detail = (orgId: number, b: { id: number }, from: number) => ({ orgId, id: b.id, from });
  orgMoveRoutes(app, tags, [
    {
      path: P.bookingConfirm,
      action: 'merchant.booking.confirm',
      summary: '确认预约（待确认 → 已确认）；预约人收到消息',
      body: merchantBookingIdSchema,
      done: '预约已确认，预约人已收到通知',
      run: (orgId, b, now) => decide(orgId, b, true, now),
      detail,
    },
    {
      path: P.bookingDecline,
      action: 'merchant.booking.decline',
      summary: '拒绝预约（待确认 → 未通过；须填原因）；预约人收到消息',
      body: merchantBookingDeclineSchema,
      done: '已拒绝该预约，预约人已收到通知',
      run: (orgId, b, now) => decide(orgId, b, false, now),
      detail,
    },
  ]);
};

export default merchantBookingRoutes;
