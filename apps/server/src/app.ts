import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import accountRoutes from './modules/account/routes.ts';
import activityRoutes from './modules/activity/routes.ts';
import biddingRoutes from './modules/bidding/routes.ts';
import captchaRoutes from './modules/captcha/routes.ts';
import collectRoutes from './modules/collect/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import contractRoutes from './modules/contract/routes.ts';
import dealRoutes from './modules/deal/routes.ts';
import financeRoutes from './modules/finance/routes.ts';
import homeRoutes from './modules/home/routes.ts';
import needMarketRoutes from './modules/need/market-routes.ts';
import needRoutes from './modules/need/routes.ts';
import outcomeRoutes from './modules/outcome/routes.ts';
import policyRoutes from './modules/policy/routes.ts';
import rewardRoutes from './modules/reward/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import transferRoutes from './modules/transfer/routes.ts';
import { UPLOAD_URL_PREFIX } from './modules/upload/repository.ts';
import uploadRoutes from './modules/upload/routes.ts';
import voucherRoutes from './modules/voucher/routes.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import envelopePlugin from './plugins/envelope.ts';
import smsPlugin, { type SmsProvider } from './plugins/sms.ts';
import testHooks from './plugins/test-hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Close the database when the app closes (the server does; tests share theirs). */
  closeDb?: boolean;
  clock?: Clock;
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application: external plugins, then app plugins, then modules. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Unknown query and body fields are refused by the strict schemas, not silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);

  await app.register(envelopePlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins.length > 0 ? origins : false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_MB * 1048576, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    // Tests may switch limits off; production keeps them.
    max: config.RATE_LIMIT ? 100 : 1_000_000,
    ...(config.RATE_LIMIT ? {} : { allowList: () => true }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: '科技成果转化服务平台 API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${config.API_BASE}/docs` });

  await app.register(dbPlugin, { db: options.db, closeOnStop: options.closeDb ?? false });
  await app.register(smsPlugin, { config, ...(options.sms ? { provider: options.sms } : {}) });
  await app.register(auditPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(accountRoutes);
      await api.register(captchaRoutes);
      await api.register(uploadRoutes, {
        uploadDir: config.UPLOAD_DIR,
        maxBytes: config.UPLOAD_MAX_MB * 1048576,
      });
      await api.register(contentRoutes);
      await api.register(homeRoutes);
      await api.register(policyRoutes);
      await api.register(needRoutes);
      await api.register(financeRoutes);
      await api.register(activityRoutes);
      await api.register(voucherRoutes);
      // Technology market (issue 5)
      await api.register(outcomeRoutes);
      await api.register(needMarketRoutes);
      await api.register(rewardRoutes);
      await api.register(dealRoutes);
      await api.register(biddingRoutes);
      await api.register(collectRoutes);
      await api.register(transferRoutes);
      await api.register(contractRoutes);
      await api.register(searchRoutes);
      if (config.PORTAL_TEST_HOOKS) await api.register(testHooks);
    },
    { prefix: config.API_BASE },
  );

  await registerStatic(app, config);
  return app;
}

/** Uploaded files, and the built SPA with history fallback for every non-API GET. */
async function registerStatic(app: FastifyInstance, config: Config) {
  fs.mkdirSync(config.UPLOAD_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.UPLOAD_DIR,
    prefix: UPLOAD_URL_PREFIX,
    decorateReply: false,
    index: false,
  });
  const indexHtml = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith(`${config.API_BASE}/`) &&
      !request.url.startsWith(UPLOAD_URL_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
  });
}
