import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import auditRoutes from './audit-routes.ts';
import authRoutes from './auth-routes.ts';
import contentRoutes from './content-routes.ts';
import dashboardRoutes from './dashboard-routes.ts';
import { decorateAdminRequest, installAdminGuard } from './guard.ts';
import memberRoutes from './member-routes.ts';
import operatorRoutes from './operator-routes.ts';
import reviewRoutes from './review-routes.ts';

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
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(operatorRoutes);
  await app.register(contentRoutes);
}
