import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchAdminRoutes } from '../match/routes.ts';
import voucherAdminRoutes from '../voucher/admin-routes.ts';
import applicationQueueRoutes from './application-queue-routes.ts';
import auctionQueueRoutes from './auction-queue-routes.ts';
import auditRoutes from './audit-routes.ts';
import authRoutes from './auth-routes.ts';
import contactQueueRoutes from './contact-queue-routes.ts';
import contentRoutes from './content-routes.ts';
import dashboardRoutes from './dashboard-routes.ts';
import evaluationQueueRoutes from './evaluation-queue-routes.ts';
import { decorateAdminRequest, installAdminGuard } from './guard.ts';
import memberRoutes from './member-routes.ts';
import onboardingQueueRoutes from './onboarding-queue-routes.ts';
import operatorRoutes from './operator-routes.ts';
import paymentQueueRoutes from './payment-queue-routes.ts';
import questionQueueRoutes from './question-queue-routes.ts';
import registrationQueueRoutes from './registration-queue-routes.ts';
import reviewRoutes from './review-routes.ts';
import signupQueueRoutes from './signup-queue-routes.ts';
import siteListRoutes from './site-list-routes.ts';
import textRoutes from './text-routes.ts';
import undertakingQueueRoutes from './undertaking-queue-routes.ts';

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
  await app.register(reviewRoutes);
  await app.register(paymentQueueRoutes);
  await app.register(applicationQueueRoutes);
  await app.register(registrationQueueRoutes);
  // Review queues, part B.
  await app.register(evaluationQueueRoutes);
  await app.register(questionQueueRoutes);
  await app.register(undertakingQueueRoutes);
  await app.register(contactQueueRoutes);
  await app.register(auctionQueueRoutes);
  await app.register(signupQueueRoutes);
  await app.register(onboardingQueueRoutes);
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(operatorRoutes);
  await app.register(contentRoutes);
  await app.register(siteListRoutes);
  await app.register(textRoutes);
  // Domains own their console routes (DESIGN §13), under this scope's guard.
  await app.register(voucherAdminRoutes);
  await app.register(matchAdminRoutes);
}
