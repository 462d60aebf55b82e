import Fastify from 'fastify';

/** The yardstick of DESIGN §8: a bare Fastify route answering constant JSON. */
const app = Fastify({ logger: false });
const body = { code: 1, msg: '操作成功', data: { ok: true } };
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3901) });
