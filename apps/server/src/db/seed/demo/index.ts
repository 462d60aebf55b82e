import type { Db } from '../../index.ts';
import type { Database } from '../../types.ts';
import { seedActivities } from './activities.ts';
import { seedDisclosures, seedSuccessCases } from './articles.ts';
import type { Progress, Tx } from './batch.ts';
import { seedAuctions } from './bidding.ts';
import {
  seedActionCategories,
  seedAds,
  seedCockpitMenu,
  seedFinanceCategories,
  seedFriendlyLinks,
  seedNeedTags,
  seedPlatformTexts,
  seedQuickMenu,
  seedSearchTabs,
  seedStatTiles,
} from './blocks.ts';
import {
  seedCollectionPeriods,
  seedCollectionSubmissions,
  seedQuestionnaires,
} from './collection.ts';
import { DemoContext } from './context.ts';
import {
  seedDevelopAreas,
  seedDevelopProjects,
  seedInstrumentBookings,
  seedTechSources,
} from './develop.ts';
import {
  seedEvaluationAgencies,
  seedEvaluationReports,
  seedEvaluationRequests,
} from './evaluation.ts';
import { seedFinanceProductApplications, seedFinancingDemands } from './finance.ts';
import { seedFeedbacks, seedQuestions } from './interaction.ts';
import { BASE_COUNTS, seedDeals, seedOutcomes, seedRewards } from './market.ts';
import {
  seedContracts,
  seedParticipations,
  seedTransfers,
  seedUndertakings,
} from './member-actions.ts';
import { seedActivitySignups, seedCertifications } from './member-reviews.ts';
import { seedMerchant } from './merchant.ts';
import { seedMessages } from './messages.ts';
import { seedNeeds } from './needs.ts';
import { seedOrderMoves } from './order-moves.ts';
import { seedOrgContacts } from './org-contacts.ts';
import { seedLevelPurchases, seedPoints } from './points.ts';
import { seedPolicyApplications } from './policy-applications.ts';
import { seedPolicyDocuments } from './policy-docs.ts';
import { seedNews, seedPolicies } from './policy-news.ts';
import { seedProvidersAndTalents } from './providers.ts';
import {
  seedFinanceProducts,
  seedInstruments,
  seedResearchBases,
  seedResearchDatabases,
  seedSampleDatabases,
  seedViews,
} from './resources.ts';
import { seedSearchIndex } from './search.ts';
import { seedServiceRules } from './service-rules.ts';
import { seedServiceCategories, seedServiceOrgs, seedTechServices } from './services.ts';
import { seedSettlementOrders } from './settlement.ts';
import { seedVoucherArticles } from './voucher-articles.ts';
import { seedVoucherNotices } from './voucher-notices.ts';
import { seedVouchers } from './vouchers.ts';

export type { Progress } from './batch.ts';
export { BASE_COUNTS } from './market.ts';

/** The seed `npm start` uses: same seed and same day, same data. */
export const DEFAULT_DEMO_SEED = 'portal-demo';

type Seeder = (ctx: DemoContext, trx: Tx, progress?: Progress) => Promise<void>;

/** In dependency order: generators read the ids of the tables before them. */
const GROUPS: readonly (readonly [keyof Database, Seeder])[] = [
  ['ads', seedAds],
  ['statTiles', seedStatTiles],
  ['friendlyLinks', seedFriendlyLinks],
  ['quickMenus', seedQuickMenu],
  ['platformTexts', seedPlatformTexts],
  ['searchTabs', seedSearchTabs],
  ['cockpitMenus', seedCockpitMenu],
  ['financeCategories', seedFinanceCategories],
  ['needTags', seedNeedTags],
  ['actionCategories', seedActionCategories],
  ['serviceCategories', seedServiceCategories],
  ['serviceOrgs', seedServiceOrgs],
  ['techServices', seedTechServices],
  // 机构规则 (issue 10)
  ['serviceRules', seedServiceRules],
  ['voucherNotices', seedVoucherNotices],
  // The voucher sub-site's policies and operation guide (issue #24)
  ['voucherArticles', seedVoucherArticles],
  ['outcomes', seedOutcomes],
  ['rewards', seedRewards],
  ['needs', seedNeeds],
  ['deals', seedDeals],
  // Service-hall providers (issue 10): after the market, whose owners and deals they are.
  ['talents', seedProvidersAndTalents],
  ['activities', seedActivities],
  // Console queues (issue #14): sign-up lists and certifications waiting for review.
  ['activitySignups', seedActivitySignups],
  ['certifications', seedCertifications],
  // The voucher economy (issue #24): on the certified companies and the products above.
  ['voucherBatches', seedVouchers],
  // The provider workspace (issue #25): owner accounts of hall organisations, pending 入驻.
  ['orgMembers', seedMerchant],
  // Its organisations' 意向洽谈 inbox (issue #25).
  ['contactRequests', seedOrgContacts],
  ['policies', seedPolicies],
  ['policyDocuments', seedPolicyDocuments],
  ['news', seedNews],
  ['auctions', seedAuctions],
  ['undertakings', seedUndertakings],
  ['participations', seedParticipations],
  ['transferRegistrations', seedTransfers],
  ['contractRegistrations', seedContracts],
  ['orderStatusMoves', seedOrderMoves],
  ['policyApplications', seedPolicyApplications],
  ['views', seedViews],
  ['financeProducts', seedFinanceProducts],
  // Finance (issue 12)
  ['financeProductApplications', seedFinanceProductApplications],
  ['financingDemands', seedFinancingDemands],
  ['settlementOrders', seedSettlementOrders],
  ['researchDatabases', seedResearchDatabases],
  ['sampleDatabases', seedSampleDatabases],
  ['researchBases', seedResearchBases],
  ['instruments', seedInstruments],
  // Research resources (issue 10)
  ['techSources', seedTechSources],
  ['developAreas', seedDevelopAreas],
  ['developProjects', seedDevelopProjects],
  ['instrumentBookings', seedInstrumentBookings],
  ['evaluationAgencies', seedEvaluationAgencies],
  ['evaluationReports', seedEvaluationReports],
  ['evaluationRequests', seedEvaluationRequests],
  // Articles (issue 11)
  ['successCases', seedSuccessCases],
  ['disclosures', seedDisclosures],
  // 互动交流, 意见反馈 (issue #11)
  ['questions', seedQuestions],
  ['feedbacks', seedFeedbacks],
  // Data collection and questionnaires (issue 15)
  ['collectionPeriods', seedCollectionPeriods],
  ['collectionSubmissions', seedCollectionSubmissions],
  ['questionnaires', seedQuestionnaires],
  // 我的消息 (issue #13): after every table whose decisions it tells about.
  ['messages', seedMessages],
  // 积分记录, 会员购买记录 (issue #13)
  ['pointEntries', seedPoints],
  ['levelPurchases', seedLevelPurchases],
  // Last: it indexes every table above.
  ['searchIndex', seedSearchIndex],
];

/** The tables `scale` multiplies, emptied by `reset` (deals first: they point at the others). */
export const SCALED_TABLES = [
  'auctions',
  'deals',
  'activities',
  'needs',
  'outcomes',
  'rewards',
  'news',
  'policies',
] as const;

export interface DemoOptions {
  /** Any string; the default gives the portal's usual demo data. */
  seed?: string;
  /** Multiplies the large tables (BASE_COUNTS). */
  scale?: number;
  /** Dates are placed around the Shanghai day of this instant (default: now). */
  now?: number;
  /** Empty the scaled tables first (benchmarks re-seed them at another scale). */
  reset?: boolean;
  progress?: Progress;
  /** The upload folder: the demo's private files (licences, invoices) are written there. */
  uploadDir?: string;
}

async function isEmpty(db: Db | Tx, table: keyof Database): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Writes the demo data into every empty demo table, each in its own transaction, and returns
 * the tables it filled. Needs the base content (fields, schools, dictionaries) first.
 */
export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<string[]> {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error('scale must be a positive integer');
  const ctx = new DemoContext(options.seed ?? DEFAULT_DEMO_SEED, scale, options.now ?? Date.now());
  ctx.uploadDir = options.uploadDir;
  if (options.reset) {
    await db.transaction().execute(async (trx) => {
      // The search index goes too: it is rebuilt from the re-seeded tables.
      for (const table of ['searchIndex', ...SCALED_TABLES] as const)
        await trx.deleteFrom(table).execute();
    });
  }
  const seeded: string[] = [];
  for (const [table, seed] of GROUPS) {
    const filled = await db.transaction().execute(async (trx) => {
      if (!(await isEmpty(trx, table))) return false;
      await seed(ctx, trx, options.progress);
      return true;
    });
    if (filled) seeded.push(table);
  }
  return seeded;
}

/** Rows the scaled tables get at `scale`. */
export function scaledCounts(scale: number): Record<string, number> {
  return Object.fromEntries(Object.entries(BASE_COUNTS).map(([t, n]) => [t, n * scale]));
}
