import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session, User } from '../db/types.ts';
import { forbidden, notLoggedIn } from '../lib/errors.ts';
import { findLiveSession } from '../modules/account/session-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for requests carrying a live session token. */
    user: User | null;
    session: Session | null;
  }
  interface FastifyInstance {
    /** preHandler: answers -401 unless a live session is present. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireOperator: (request: FastifyRequest) => Promise<void>;
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

    app.addHook('onRequest', async (request) => {
      const token = tokenOf(request);
      if (!token) return;
      const live = await findLiveSession(app.db, token, app.clock.now());
      if (!live) return;
      request.user = live.user;
      request.session = live.session;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw notLoggedIn();
    });
    app.decorate('requireOperator', async (request: FastifyRequest) => {
      if (!request.user) throw notLoggedIn();
      if (request.user.role !== 'operator') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
