import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface AuditEntry {
  action: string;
  outcome: 'success' | 'failure';
  userId?: number | null;
  /** The console operator (operators.id) who acted. */
  operatorId?: number | null;
  actor?: string;
  detail?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records who did what, when, from where and how it ended (DESIGN §5). */
    audit: (request: FastifyRequest | null, entry: AuditEntry) => Promise<void>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', async (request: FastifyRequest | null, entry: AuditEntry) => {
      await app.db
        .insertInto('auditLog')
        .values({
          userId: entry.userId ?? request?.user?.id ?? null,
          operatorId: entry.operatorId ?? null,
          actor: entry.actor ?? request?.user?.username ?? '',
          action: entry.action,
          outcome: entry.outcome,
          ip: request?.ip ?? 'cli',
          userAgent: String(request?.headers['user-agent'] ?? '').slice(0, 300),
          detail: JSON.stringify(entry.detail ?? {}),
          createdAt: Date.now(),
        })
        .execute();
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
