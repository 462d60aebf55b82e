import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { deliver, setRemote } from '../lib/state-bus.ts';

/**
 * State that several server processes must share (issue #29, DESIGN §13). With REDIS_URL:
 * per-IP rate limits count in Redis (@fastify/rate-limit's store), and the state bus
 * (lib/state-bus.ts) carries cache drops and session ends to every process through pub/sub.
 * Without it the single-process, in-memory behaviour is the embedded default.
 *
 * Redis unreachable: the server keeps serving. Rate limits are skipped while Redis fails
 * (skipOnError) — the limits that guard money and accounts (SMS quotas, slide puzzles an hour,
 * login lockout, one-per-item rules) live in the database and still hold — and other processes
 * see writes within the caches' lifetimes (≤ 10 s). A warning is logged once per outage.
 * Refusing to serve would turn a cache outage into a site outage, which is the worse trade.
 */
export interface SharedState {
  /** For @fastify/rate-limit's `redis` option; undefined without Redis. */
  rateLimitStore?: Redis;
  close(): Promise<void>;
}

export async function connectSharedState(
  app: FastifyInstance,
  db: object,
  redisUrl: string | undefined,
  prefix: string,
): Promise<SharedState> {
  if (!redisUrl) {
    app.log.info('shared state: in this process only (no REDIS_URL); run one process per database');
    return { close: async () => {} };
  }
  const options = {
    // Fail a command at once while disconnected instead of queueing it behind the outage.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
  };
  const client = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  const channel = `${prefix}:bus`;
  const origin = randomBytes(8).toString('hex');
  let down = false;
  const onError = (err: Error) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: err.message },
      'Redis unreachable: serving with limits skipped and caches per process until it returns',
    );
  };
  const onReady = () => {
    if (down) app.log.info('Redis reachable again: shared limits and cache drops resumed');
    down = false;
  };
  client.on('error', onError);
  subscriber.on('error', onError);
  client.on('ready', onReady);
  // ioredis subscribes again by itself after a reconnect (autoResubscribe).
  const subscribed = subscriber.subscribe(channel).catch(onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const event = JSON.parse(message) as { origin: string; topic: string; payload: string };
      if (event.origin !== origin) deliver(db, event.topic, event.payload);
    } catch {
      // A message of another version or program on the channel: not ours to act on.
    }
  });
  // Listening before the subscription holds would miss the drops of the first moments; an
  // unreachable Redis delays the start by at most two seconds, then serves as above.
  await Promise.race([subscribed, delay(2000, undefined, { ref: false })]);
  setRemote(db, (topic, payload) => {
    client.publish(channel, JSON.stringify({ origin, topic, payload })).catch(onError);
  });
  app.log.info(
    { prefix },
    'shared state: Redis (rate limits, cache drops and session ends shared by every process)',
  );
  return {
    rateLimitStore: client,
    close: async () => {
      setRemote(db, undefined);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
