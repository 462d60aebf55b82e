import { AdminMessages, ApiCode, type OperatorRole } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operator, OperatorSession } from '../../db/types.ts';
import { forbidden, notLoggedIn } from '../../lib/errors.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { findLiveOperatorSession, rolesOf } from './operator-repository.ts';

/** Who may call a console route: listed roles, any signed-in operator, or anyone (login). */
export interface AdminRule {
  roles: readonly OperatorRole[] | 'any' | 'public';
  /** The audit log's action name. */
  action: string;
  /** Allowed before the first password change (me, password, logout). */
  beforePasswordChange?: boolean;
  /**
   * A read with nothing worth a row (the dashboard's counts, the operator's own info): its
   * success is not audited, its refusals are. Exports, decisions and logins always are.
   */
  quietRead?: boolean;
}

/** What a handler tells the audit row: the record, and its state before and after. */
export interface AdminAuditNote {
  target?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
  /** The account name a failed login tried. */
  actor?: string;
  reason?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: AdminRule;
  }
  interface FastifyRequest {
    operator: Operator | null;
    operatorSession: OperatorSession | null;
    adminAudit: AdminAuditNote;
    adminCode: number | null;
  }
  interface FastifyInstance {
    /** Every console route with its rule, for tests and docs. */
    adminRoutes: { method: string; url: string; rule: AdminRule }[];
  }
}

/**
 * The console's gate, applied to every route of its scope: deny by default (a route without a
 * rule answers 403), an operator session for all but the login, the first password change
 * before anything else, then the route's roles. Every answer, refused ones included, is written
 * to the audit log with the operator, the outcome and the handler's before/after (but for the
 * successful quiet reads).
 */
export function installAdminGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.admin;
    route.schema = {
      ...route.schema,
      tags: ['admin'],
      ...(rule?.roles === 'public' ? {} : { security: [{ token: [] }] }),
    };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && rule) app.adminRoutes.push({ method, url: route.url, rule });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.adminAudit = {};
    const rule = request.routeOptions.config.admin;
    if (!rule) throw forbidden();
    if (rule.roles === 'public') return;
    const token = tokenOf(request);
    const live = token ? await findLiveOperatorSession(app.db, token, app.clock.now()) : null;
    if (!live) throw notLoggedIn();
    request.operator = live.operator;
    request.operatorSession = live.session;
    if (live.operator.mustChangePassword === 1 && !rule.beforePasswordChange) {
      throw forbidden(AdminMessages.mustChangePassword);
    }
    if (rule.roles === 'any') return;
    const roles = rolesOf(live.operator);
    if (!rule.roles.some((r) => roles.includes(r))) throw forbidden(AdminMessages.noPermission);
  });

  // Written before the answer leaves, so a client that sees it can find its audit row.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    let code: number | null = reply.statusCode < 400 ? ApiCode.SUCCESS : reply.statusCode;
    if (typeof payload === 'string' && payload.startsWith('{"code":')) {
      const parsed = Number(/^\{"code":(-?\d+)/.exec(payload)?.[1]);
      code = Number.isFinite(parsed) ? parsed : null;
    }
    request.adminCode = code;
    // Console answers hold personal data and decisions: never kept by a browser or proxy.
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
    const rule = request.routeOptions.config.admin;
    if (rule?.quietRead && code === ApiCode.SUCCESS) return payload;
    const { actor, ...note } = request.adminAudit ?? {};
    const operator = request.operator;
    await app.audit(request, {
      action: `admin.${rule?.action ?? 'unknown'}`,
      outcome: code === ApiCode.SUCCESS ? 'success' : 'failure',
      operatorId: operator?.id ?? null,
      actor: operator ? `operator:${operator.username}` : (actor ?? request.user?.username ?? ''),
      detail: { method: request.method, path: request.url.split('?')[0], code, ...note },
    });
    return payload;
  });
}

export function decorateAdminRequest(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorSession', null);
  app.decorateRequest('adminAudit', null as unknown as AdminAuditNote);
  app.decorateRequest('adminCode', null);
  app.decorate('adminRoutes', []);
}
