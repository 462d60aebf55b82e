import { Messages } from '@portal/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Session, User } from '../db/types.ts';
import { forbidden, notCertified, notLoggedIn } from '../lib/errors.ts';
import { isPasswordReset, needsPasswordChange } from '../modules/account/login.ts';
import { findLiveSession } from '../modules/account/session-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A member route open while the password must be changed (reset by an operator, or over 30
     * days old): own info, change password. Every other member route answers 403 until then.
     */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** Set for requests carrying a live session token. */
    user: User | null;
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * The one login check of member routes: declare it as the route's `onRequest`, so a guest
     * is answered -401 before the body is read or validated.
     */
    requireUser: onRequestHookHandler;
    /**
     * After `requireUser`: the member must be certified (已认证) for `action` (竞价, 发布需求…);
     * otherwise NOT_CERTIFIED with a message naming the /Auth page.
     */
    requireCertified: (action: string) => onRequestHookHandler;
    /** `METHOD path` of every route that requires a member, for tests and the API docs. */
    memberRoutes: string[];
  }
}

/** `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.length >= 20 && token.length <= 200 ? token : null;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    // Callback style: a guest's request (no token) costs no promise and no extra microtask.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = tokenOf(request);
      if (!token) return done();
      findLiveSession(app.db, token, app.clock.now()).then((live) => {
        if (live) {
          request.user = live.user;
          request.session = live.session;
        }
        done();
      }, done);
    });

    const requireUser: onRequestHookHandler = async (request) => {
      const user = request.user;
      if (!user) throw notLoggedIn();
      // The forced change (spec §4) is the server's rule, not only the browser's dialog.
      if (
        !request.routeOptions.config.beforePasswordChange &&
        needsPasswordChange(user, app.clock.now())
      ) {
        throw forbidden(
          isPasswordReset(user) ? Messages.passwordResetByAdmin : Messages.passwordExpired,
        );
      }
    };
    app.decorate('requireUser', requireUser);
    app.decorate(
      'requireCertified',
      (action: string): onRequestHookHandler =>
        async (request) => {
          const user = request.user;
          if (!user) throw notLoggedIn();
          if (user.verifyStatus === 2) return;
          throw notCertified(
            user.verifyStatus === 1
              ? Messages.certificationPending(action)
              : Messages.certificationRequired(action),
          );
        },
    );

    const memberRoutes: string[] = [];
    app.decorate('memberRoutes', memberRoutes);
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      if (!hooks.includes(requireUser)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') memberRoutes.push(`${method} ${route.url}`);
      }
      route.schema = { ...route.schema, security: [{ token: [] }] };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
