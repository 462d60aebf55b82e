import {
  MarketMessages as M,
  MarketPaths,
  myOutcomeDetailSchema,
  myOutcomeSchema,
  outcomeDetailSchema,
  outcomeItemSchema,
  outcomeQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDetailRoute, myPageRoute } from '../../kit/mine/routes.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { formatDate } from '../../lib/time.ts';
import { collectedMarks } from '../collect/marks.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { myOutcomeDetail, myOutcomes } from './mine.ts';
import { outcomeDetail, outcomePage } from './repository.ts';

const tags = ['outcome'];

/** Outcomes (/Project/Outcome, /ResultList and the three outcome detail screens). */
const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lists come from the 10 s cache; a member's isCollect is set on it by one small query.
  const guestLists = publicCache(app, ['outcome'], {
    guestsOnly: true,
    memberMarks: collectedMarks(app, 'tech'),
  });

  sectionPage(app, guestLists, MarketPaths.outcomePage, {
    tags,
    summary:
      '成果列表（技术领域、地区、成熟度、合作方式、价格/面议、交易状态、发布日期、关键词；排序）',
    query: outcomeQuerySchema,
    item: outcomeItemSchema,
    read: (query, request) =>
      outcomePage(app.db, query, request.user?.id ?? null, formatDate(app.clock.now())),
  });

  sectionDetail(app, MarketPaths.outcomeDetail, {
    tags,
    summary: '成果详情（计浏览；相关成果、成交记录；isCollect）',
    table: 'outcomes',
    cacheTag: 'outcome',
    schema: outcomeDetailSchema,
    missing: M.outcomeNotFound,
    read: (id, request) => outcomeDetail(app.db, id, request.user?.id ?? null),
  });

  myPageRoute(app, MarketPaths.myOutcomes, {
    tags,
    summary: '我的成果（会员发布的成果，分页，含审核状态）',
    item: myOutcomeSchema,
    read: (userId, paging) => myOutcomes(app.db, userId, paging),
  });

  myDetailRoute(app, MarketPaths.myOutcomeDetail, {
    tags,
    summary: '我的成果详情（仅本人，任意审核状态；他人的成果 404）',
    detail: myOutcomeDetailSchema,
    notFoundMessage: M.outcomeNotFound,
    read: (userId, id) => myOutcomeDetail(app.db, userId, id),
  });
};

export default outcomeRoutes;
