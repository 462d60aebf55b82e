import {
  blankAsAbsent,
  HomePaths,
  intEnumField,
  Messages,
  myNeedSchema,
  needContactDefaultsSchema,
  needTagSchema,
  strictRequest,
  techNeedSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myPageRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { invalid } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { regionName } from '../region/regions.ts';
import { reindexRecord } from '../search/documents.ts';
import { needContactDefaults } from './contact-defaults.ts';
import { insertNeed, myNeeds, needTags, tagTypes } from './repository.ts';

const tagQuery = strictRequest({
  type: blankAsAbsent(intEnumField([1, 2], Messages.needTagTypeInvalid).optional()),
});

/** Submissions: per-IP limit (DESIGN §5). */
const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Tech need dialog (spec §3 "Tech need", §5, §7) and the member's needs. */
const needRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['need']);

  cachedGet(app, cached, HomePaths.needTags, {
    tags: ['need'],
    summary: '需求标签（type 1 需求类别 / 2 转让方式，不传为全部）',
    querystring: tagQuery,
    data: z.array(needTagSchema),
    read: (query) => needTags(app.db, query.type),
  });

  mySubmitRoute(app, HomePaths.needAdd, {
    tags: ['need'],
    summary: '发布技术需求（会员；needType、giveType 为需求标签 id；待审核）',
    body: strictRequest(techNeedSchema.shape),
    config: limit,
    certified: '发布需求',
    message: Messages.submitSuccess,
    run: async (userId, body, request) => {
      const now = app.clock.now();
      if (body.deadlineTime < formatDate(now)) throw invalid(Messages.deadlineTimePast);
      const tagIds = [...new Set([body.needType, body.giveType, ...(body.tagIds ?? [])])];
      const types = await tagTypes(app.db, tagIds);
      if (types.get(body.needType) !== 1) throw invalid(Messages.needTypeRequired);
      if (types.get(body.giveType) !== 2) throw invalid(Messages.giveTypeRequired);
      if (types.size !== tagIds.length) throw invalid(Messages.tagIdsInvalid);
      if (body.regionCode && !regionName(body.regionCode)) throw invalid(Messages.regionInvalid);
      // Unit, region and contact as of publishing: the form's, else the certification's.
      const contact = await needContactDefaults(app.db, request.user!);
      // The need and its search document are written together (spec: find it in search).
      const id = await app.db.transaction().execute(async (trx) => {
        const needId = await insertNeed(trx, {
          userId,
          goodsName: body.goodsName,
          needType: body.needType,
          giveType: body.giveType,
          tagIds: JSON.stringify(tagIds),
          deadlineTime: body.deadlineTime,
          goodsDesc: body.goodsDesc ?? null,
          techFieldId: null,
          regionCode: body.regionCode ?? contact.regionCode,
          budget: null,
          companyName: body.companyName ?? contact.companyName,
          linkman: body.linkman ?? contact.linkman,
          linkphone: body.linkphone ?? contact.linkphone,
          status: 0,
          viewCount: 0,
          createdAt: now,
          updatedAt: now,
        });
        await reindexRecord(trx, 'need', needId, now);
        return needId;
      });
      return id;
    },
  });

  app.get(
    HomePaths.needContact,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['need'],
        summary: '发布需求表单的默认需求单位、所在地区、联系人和联系电话（取自实名认证）',
        response: {
          200: envelopeOf(needContactDefaultsSchema),
        },
      },
    },
    async (request, reply) => reply.ok(await needContactDefaults(app.db, request.user!)),
  );

  myPageRoute(app, HomePaths.myNeeds, {
    tags: ['need'],
    summary: '我的需求（会员，分页，最新在前）',
    item: myNeedSchema,
    read: (userId, paging) => myNeeds(app.db, userId, paging),
  });
};

export default needRoutes;
