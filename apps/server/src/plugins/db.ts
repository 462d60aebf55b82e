import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database handle available as `app.db`; closing the app closes it. */
export default fp<{ db: Db; closeOnStop: boolean }>(
  async (app: FastifyInstance, { db, closeOnStop }) => {
    app.decorate('db', db);
    if (closeOnStop) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
