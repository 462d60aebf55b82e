import {
  FINANCE_CAPTCHA_PURPOSE,
  FINANCE_SIGN_SUCCESS,
  financeCategorySchema,
  HomePaths,
  Messages,
  myFinanceApplySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myGetRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { invalid } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { emptyEnvelope, pageOf } from '../../lib/schemas.ts';
import { consumeSmsCode, issueSmsCode } from '../account/sms-codes.ts';
import {
  dictOption,
  financeCategories,
  insertFinanceDemand,
  insertFinancing,
  insertLoan,
  myFinanceApplies,
} from './repository.ts';
import {
  financeDemandBody,
  financingNeedBody,
  loanApplicationBody,
  myFinanceQuery,
  phoneCaptchaBody,
} from './requests.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['finance'];

/**
 * Financial service block and finance market (spec §3, §5, §7): categories, the SMS code of the
 * two home dialogs, the three forms and the member's submissions. Every form needs a member;
 * guests are told 请登录 before their input is looked at (spec §6).
 */
const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['finance']);

  cachedGet(app, cached, HomePaths.financeCats, {
    tags,
    summary: '金融服务类别（首页取前 4 个）',
    data: z.array(financeCategorySchema),
    read: () => financeCategories(app.db),
  });

  app.post(
    HomePaths.phoneCaptcha,
    {
      onRequest: app.requireUser,
      config: limit(20),
      schema: {
        tags,
        summary: '贷款申请、融资需求的短信验证码（会员；验证码类型 4）',
        body: phoneCaptchaBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await issueSmsCode(app, {
        telephone: request.body.telephone,
        purpose: FINANCE_CAPTCHA_PURPOSE,
        ip: request.ip,
      });
      return reply.ok(null, Messages.captchaSent);
    },
  );

  mySubmitRoute(app, HomePaths.loanApply, {
    tags,
    summary: '贷款申请（会员；applyMoney 单位万元；验证码发往 linkPhone）',
    body: loanApplicationBody,
    config: limit(20),
    message: Messages.submitSuccess,
    run: async (userId, body) => {
      if (!(await dictOption(app.db, 'guaranty_type', { value: body.guarantyType }))) {
        throw invalid(Messages.guarantyTypeRequired);
      }
      await consumeSmsCode(app, {
        telephone: body.linkPhone,
        purpose: FINANCE_CAPTCHA_PURPOSE,
        code: body.captcha,
      });
      const id = await insertLoan(app.db, {
        userId,
        companyName: body.companyName,
        applyMoney: body.applyMoney,
        guarantyType: body.guarantyType,
        moneyUse: body.moneyUse ?? null,
        businessScope: body.businessScope ?? null,
        linkName: body.linkName,
        linkPhone: body.linkPhone,
        status: 0,
        createdAt: app.clock.now(),
      });
      return id;
    },
  });

  mySubmitRoute(app, HomePaths.financingDemand, {
    tags,
    summary: '融资需求（会员；applyMoney 单位万元；验证码发往 linkPhone）',
    body: financingNeedBody,
    config: limit(20),
    message: Messages.submitSuccess,
    run: async (userId, body) => {
      await consumeSmsCode(app, {
        telephone: body.linkPhone,
        purpose: FINANCE_CAPTCHA_PURPOSE,
        code: body.captcha,
      });
      const id = await insertFinancing(app.db, {
        userId,
        companyName: body.companyName,
        applyMoney: body.applyMoney,
        projectDesc: body.projectDesc ?? null,
        stockPercent: body.stockPecent ?? null,
        linkPhone: body.linkPhone,
        status: 0,
        createdAt: app.clock.now(),
      });
      return id;
    },
  });

  mySubmitRoute(app, HomePaths.financeDemandApply, {
    tags,
    summary:
      '金融需求申报（会员；表单或 JSON；signCategory 固定 REQUIREMENT；成功 msg 为 SUCCESS）',
    body: financeDemandBody,
    config: limit(20),
    message: FINANCE_SIGN_SUCCESS,
    run: async (userId, body) => {
      const property = await dictOption(app.db, 'company_property', {
        id: body.companyProperty.id,
      });
      if (!property) throw invalid(Messages.companyPropertyRequired);
      const id = await insertFinanceDemand(app.db, {
        userId,
        companyName: body.companyName,
        companyAddress: body.companyAddress,
        legalPerson: body.legalPerson,
        mainBusiness: body.mainBusiness,
        linkman: body.linkman,
        linkphone: body.linkphone,
        // The dictionary's own name, whatever label the form sent.
        companyPropertyId: property.id,
        companyPropertyName: property.optName,
        ownQuality: body.ownQuality ?? null,
        joinReason: body.joinReason,
        signCategory: body.signCategory,
        status: 0,
        createdAt: app.clock.now(),
      });
      return id;
    },
  });

  myGetRoute(app, HomePaths.myFinanceApplies, {
    tags,
    summary: '我的金融申请（会员，分页；kind 1 贷款 / 2 融资 / 3 金融需求申报，不传为全部）',
    querystring: myFinanceQuery,
    data: pageOf(myFinanceApplySchema),
    read: (userId, query) => myFinanceApplies(app.db, userId, query),
  });
};

export default financeRoutes;
