import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export interface SmsMessage {
  telephone: string;
  code: string;
  purpose: number;
}

/** Where SMS codes go. `log` writes them to the log (development); `http` posts to a gateway. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    /** Latest code per `telephone:purpose`, kept only with PORTAL_TEST_HOOKS for the test hook. */
    smsOutbox: Map<string, string> | null;
  }
}

export function logProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send({ telephone, code, purpose }) {
      log.info({ telephone, purpose, code }, 'sms code (log provider)');
    },
  };
}

export function httpProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export default fp<{ config: Config; provider?: SmsProvider }>(
  async (app: FastifyInstance, { config, provider }) => {
    const chosen =
      provider ??
      (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL
        ? httpProvider(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
        : logProvider(app.log));
    if (!config.PORTAL_TEST_HOOKS) {
      app.decorate('sms', chosen);
      app.decorate('smsOutbox', null);
      return;
    }
    const outbox = new Map<string, string>();
    app.decorate('smsOutbox', outbox);
    app.decorate('sms', {
      async send(message: SmsMessage) {
        await chosen.send(message);
        outbox.set(`${message.telephone}:${message.purpose}`, message.code);
      },
    });
  },
  { name: 'sms' },
);
