import fs from 'node:fs';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
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
import securityRoutes from './modules/account/security-routes.ts';
import activityRoutes from './modules/activity/routes.ts';
import adminRoutes, { adminDecorations } from './modules/admin/routes.ts';
import articleRoutes from './modules/article/routes.ts';
import biddingRoutes from './modules/bidding/routes.ts';
import captchaRoutes from './modules/captcha/routes.ts';
import cockpitRoutes from './modules/cockpit/routes.ts';
import collectRoutes from './modules/collect/routes.ts';
import collectionRoutes from './modules/collection/routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import contractRoutes from './modules/contract/routes.ts';
import dealRoutes from './modules/deal/routes.ts';
import downloadRoutes from './modules/download/routes.ts';
import evaluationRoutes from './modules/evaluation/routes.ts';
import financeProductRoutes from './modules/finance/product-routes.ts';
import financeRoutes from './modules/finance/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import homeRoutes from './modules/home/routes.ts';
import interactionRoutes from './modules/interaction/routes.ts';
import orderMovesRoutes from './modules/market/order-moves-routes.ts';
import matchRoutes from './modules/match/routes.ts';
import merchantRoutes from './modules/merchant/routes.ts';
import messageRoutes from './modules/message/routes.ts';
import needMarketRoutes from './modules/need/market-routes.ts';
import needRoutes from './modules/need/routes.ts';
import outcomeRoutes from './modules/outcome/routes.ts';
import { createPayments } from './modules/payment/index.ts';
import pointsRoutes from './modules/points/routes.ts';
import policyApplyRoutes from './modules/policy/apply-routes.ts';
import policyPageRoutes from './modules/policy/page-routes.ts';
import policyRoutes from './modules/policy/routes.ts';
import providerRoutes from './modules/provider/routes.ts';
import resourceRoutes from './modules/resource/routes.ts';
import rewardRoutes from './modules/reward/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import serviceRoutes from './modules/service/routes.ts';
import settlementRoutes from './modules/settlement/routes.ts';
import transferRoutes from './modules/transfer/routes.ts';
import publicUploadRoutes from './modules/upload/public-routes.ts';
import { UPLOAD_URL_PREFIX } from './modules/upload/repository.ts';
import uploadRoutes from './modules/upload/routes.ts';
import voucherPublicRoutes from './modules/voucher/public-routes.ts';
import voucherRoutes from './modules/voucher/routes.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import compressJson from './plugins/compress-json.ts';
import dbPlugin from './plugins/db.ts';
import envelopePlugin from './plugins/envelope.ts';
import firstPaint from './plugins/first-paint.ts';
import requestLogPlugin from './plugins/request-log.ts';
import securityHeaders from './plugins/security-headers.ts';
import { connectSharedState } from './plugins/shared-state.ts';
import sideAppStatic, {
  ADMIN_PREFIX,
  hasSideAppBuild,
  MERCHANT_PREFIX,
} from './plugins/side-app-static.ts';
import sideSitesPlugin from './plugins/side-sites.ts';
import smsPlugin, { type SmsProvider } from './plugins/sms.ts';
import testHooks, { type TestRestart } from './plugins/test-hooks.ts';
import webStatic from './plugins/web-static.ts';

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
  /** The test hooks' restart (server.ts, with PORTAL_TEST_HOOKS=1); see plugins/test-hooks.ts. */
  testRestart?: TestRestart;
}

/** Builds the whole application: external plugins, then app plugins, then modules. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the configured proxies' X-Forwarded-For entries are believed, from the right.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // Per-request info lines only outside production; request-log keeps slow requests.
    logController: new LogController({ disableRequestLogging: !config.REQUEST_LOGGING }),
    bodyLimit: 1024 * 1024,
    // Unknown query and body fields are refused by the strict schemas, not silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('payments', createPayments());

  await app.register(envelopePlugin);
  await app.register(requestLogPlugin, { slowMs: config.SLOW_REQUEST_MS });
  await app.register(securityHeaders);
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins.length > 0 ? origins : false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_MB * 1048576, files: 1 } });
  const shared = await connectSharedState(app, options.db, config.REDIS_URL, config.REDIS_PREFIX);
  app.addHook('onClose', () => shared.close());
  await app.register(rateLimit, {
    global: false,
    // Tests may switch limits off; production keeps them.
    max: config.RATE_LIMIT ? 100 : 1_000_000,
    ...(config.RATE_LIMIT ? {} : { allowList: () => true }),
    ...(shared.rateLimitStore
      ? { redis: shared.rateLimitStore, nameSpace: `${config.REDIS_PREFIX}:rl:`, skipOnError: true }
      : {}),
  });
  if (config.API_DOCS) await registerApiDocs(app, config);

  // Delivery (issue 8 §3): the SPA's files are precompressed at build, so they come first;
  // every route after the compression plugin answers compressed JSON when the client accepts it.
  await app.register(webStatic, {
    webDist: config.WEB_DIST,
    notPagePrefixes: [`${config.API_BASE}/`, UPLOAD_URL_PREFIX, '/admin/'],
  });
  await app.register(compressJson);

  await app.register(dbPlugin, { db: options.db, closeOnStop: options.closeDb ?? false });
  await app.register(smsPlugin, { config, ...(options.sms ? { provider: options.sms } : {}) });
  await app.register(auditPlugin);
  await app.register(authPlugin);
  await app.register(adminDecorations);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountRoutes);
      await api.register(captchaRoutes);
      await api.register(uploadRoutes, {
        uploadDir: config.UPLOAD_DIR,
        maxBytes: config.UPLOAD_MAX_MB * 1048576,
      });
      await api.register(contentRoutes);
      await api.register(homeRoutes);
      await api.register(policyRoutes);
      await api.register(policyPageRoutes);
      await api.register(policyApplyRoutes);
      await api.register(needRoutes);
      await api.register(financeRoutes);
      await api.register(financeProductRoutes);
      await api.register(providerRoutes);
      await api.register(resourceRoutes);
      await api.register(activityRoutes);
      await api.register(voucherRoutes);
      await api.register(voucherPublicRoutes);
      await api.register(serviceRoutes);
      // Technology market (issue 5)
      await api.register(outcomeRoutes);
      await api.register(contactRoutes);
      await api.register(needMarketRoutes);
      await api.register(rewardRoutes);
      await api.register(dealRoutes);
      await api.register(biddingRoutes);
      await api.register(collectRoutes);
      await api.register(transferRoutes);
      await api.register(contractRoutes);
      await api.register(orderMovesRoutes);
      await api.register(searchRoutes);
      // Matchmaking behind the AI entry (issue 28)
      await api.register(matchRoutes);
      await api.register(cockpitRoutes);
      // Technology evaluation (issue 11)
      await api.register(evaluationRoutes);
      // Articles (issue 11)
      await api.register(articleRoutes);
      // Data collection and questionnaires (issue 15)
      await api.register(collectionRoutes);
      // Public Q&A, feedback, download corner (issue #11)
      await api.register(interactionRoutes);
      await api.register(downloadRoutes);
      // Member messages and account screens (issue #13)
      await api.register(messageRoutes);
      await api.register(pointsRoutes);
      await api.register(securityRoutes);
      // Settlement of deals and payments (issue 12)
      await api.register(settlementRoutes);
      // Provider workspace (issue #25): organisations' owners and staff
      await api.register(merchantRoutes);
      // Operator console (issue #14): its own tokens, roles and audit
      await api.register(adminRoutes);
      if (config.PORTAL_TEST_HOOKS) {
        await api.register(testHooks, { restart: options.testRestart });
      }
    },
    { prefix: config.API_BASE },
  );

  await app.register(firstPaint, { webDist: config.WEB_DIST, apiBase: config.API_BASE });
  const sideApps = [
    { prefix: ADMIN_PREFIX, dist: config.ADMIN_DIST },
    { prefix: MERCHANT_PREFIX, dist: config.MERCHANT_DIST },
  ];
  await app.register(sideAppStatic, { apps: sideApps });
  await app.register(sideSitesPlugin, {
    except: sideApps.filter((side) => hasSideAppBuild(side.dist)).map((side) => side.prefix),
  });
  await registerStatic(app, config);
  return app;
}

/** Uploaded files (the built SPA is plugins/web-static.ts). */
async function registerStatic(app: FastifyInstance, config: Config) {
  fs.mkdirSync(config.UPLOAD_DIR, { recursive: true });
  await app.register(publicUploadRoutes, { uploadDir: config.UPLOAD_DIR });
}

/** OpenAPI document and UI at API_BASE/docs (API_DOCS=0 leaves them out). */
async function registerApiDocs(app: FastifyInstance, config: Config) {
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
}
