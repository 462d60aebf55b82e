import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applicationQueueRoutes } from '../../kit/workflow/application-queue.ts';
import accountAdminRoutes from '../account/admin-routes.ts';
import activityAdminRoutes from '../activity/admin-routes.ts';
import biddingAdminRoutes from '../bidding/admin-routes.ts';
import contactAdminRoutes from '../contact/admin-routes.ts';
import evaluationAdminRoutes from '../evaluation/admin-routes.ts';
import financeAdminRoutes from '../finance/admin-routes.ts';
import { productApplyQueue } from '../finance/product-apply-queue.ts';
import interactionAdminRoutes from '../interaction/admin-routes.ts';
import registrationAdminRoutes from '../market/registration-admin-routes.ts';
import { matchAdminRoutes } from '../match/routes.ts';
import merchantAdminRoutes from '../merchant/admin-routes.ts';
import needAdminRoutes from '../need/admin-routes.ts';
import paymentAdminRoutes from '../payment/admin-routes.ts';
import { policyApplicationQueue } from '../policy/application-queue.ts';
import { bookingQueue } from '../resource/booking-queue.ts';
import rewardAdminRoutes from '../reward/admin-routes.ts';
import voucherAdminRoutes from '../voucher/admin-routes.ts';
import auditRoutes from './audit-routes.ts';
import authRoutes from './auth-routes.ts';
import contentRoutes from './content-routes.ts';
import dashboardRoutes from './dashboard-routes.ts';
import { decorateAdminRequest, installAdminGuard } from './guard.ts';
import memberRoutes from './member-routes.ts';
import operatorRoutes from './operator-routes.ts';
import siteListRoutes from './site-list-routes.ts';
import textRoutes from './text-routes.ts';

/** Request decorations of the console, on the root so tests can read app.adminRoutes. */
export const adminDecorations = fp(async (app: FastifyInstance) => decorateAdminRequest(app), {
  name: 'admin-decorations',
});

/**
 * The operator console's API under API_BASE/admin (issue #14): one encapsulated scope whose
 * guard (guard.ts) authenticates operators, checks roles and audits every answer.
 */
export default async function adminRoutes(app: FastifyInstance) {
  installAdminGuard(app);
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  // One `:kind` queue over the domains' application workflows, then financing's (finance).
  await app.register(
    applicationQueueRoutes({
      policy: policyApplicationQueue,
      finance: productApplyQueue,
      booking: bookingQueue,
    }),
  );
  await app.register(financeAdminRoutes);
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(operatorRoutes);
  await app.register(contentRoutes);
  await app.register(siteListRoutes);
  await app.register(textRoutes);
  // Domains own their console routes (DESIGN §13), under this scope's guard.
  await app.register(accountAdminRoutes);
  await app.register(paymentAdminRoutes);
  await app.register(registrationAdminRoutes);
  await app.register(evaluationAdminRoutes);
  await app.register(interactionAdminRoutes);
  await app.register(needAdminRoutes);
  await app.register(rewardAdminRoutes);
  await app.register(contactAdminRoutes);
  await app.register(biddingAdminRoutes);
  await app.register(activityAdminRoutes);
  await app.register(merchantAdminRoutes);
  await app.register(voucherAdminRoutes);
  await app.register(matchAdminRoutes);
}
