import type { Migration } from 'kysely';
import * as accounts from './20261121_01_accounts.ts';
import * as content from './20261121_02_content.ts';
import * as home from './20261121_03_home.ts';
import * as market from './20261121_04_market.ts';
import * as marketTrade from './20261121_05_market_trade.ts';
import * as search from './20261121_06_search.ts';
import * as fileVisibility from './20261123_01_file_visibility.ts';
import * as quotaCounters from './20261123_02_quota_counters.ts';
import * as policy from './20261124_01_policy.ts';
import * as articles from './20261124_02_articles.ts';
import * as activity from './20261124_03_activity.ts';
import * as interaction from './20261124_04_interaction.ts';
import * as evaluation from './20261124_05_evaluation.ts';
import * as memberLists from './20261124_06_member_lists.ts';
import * as messages from './20261124_07_messages.ts';
import * as finance from './20261124_08_finance.ts';
import * as settlement from './20261125_01_settlement.ts';
import * as providers from './20261125_03_providers.ts';
import * as services from './20261125_04_services.ts';
import * as resources from './20261125_05_resources.ts';
import * as collection from './20261125_07_collection.ts';
import * as operators from './20261125_08_operators.ts';
import * as points from './20261125_09_points.ts';
import * as financingReview from './20261126_01_financing_review.ts';
import * as contentStatus from './20261126_03_content_status.ts';
import * as contentKinds from './20261127_10_content_kinds.ts';
import * as refusalReasons from './20261127_20_refusal_reasons.ts';
import * as voucherArticles from './20261128_2_01_voucher_articles.ts';
import * as questionnaireGuests from './20261128_3_01_questionnaire_guests.ts';
import * as merchant from './20261128_5_merchant.ts';
import * as vouchers from './20261128_10_vouchers.ts';
import * as contactRequests from './20261128_41_contact_requests.ts';
import * as contactReveals from './20261128_42_contact_reveals.ts';
import * as searchOwnerDrafts from './20261129_1_search_owner_drafts.ts';
import * as orgInbox from './20261129_inbox_01_org_inbox.ts';
import * as scaleIndexes from './20261129_scale_01_indexes.ts';
import * as merchantProducts from './20261130_merchant_products_01.ts';
import * as promisesNav from './20261130_promises_01_nav.ts';
import * as matchFeedback from './20261201_matchmaking_01_feedback.ts';
import * as instrumentOrg from './20261202_bookings_01_instrument_org.ts';
import * as scaleFilterDates from './20261203_scale_01_filter_dates.ts';
import * as scaleCoveringLists from './20261204_scale_01_covering_lists.ts';

/**
 * Every migration, in order. Names are timestamps; a landed migration is never edited —
 * add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '20261121_01_accounts': accounts,
  '20261121_02_content': content,
  '20261121_03_home': home,
  '20261121_04_market': market,
  '20261121_05_market_trade': marketTrade,
  '20261121_06_search': search,
  '20261123_01_file_visibility': fileVisibility,
  '20261123_02_quota_counters': quotaCounters,
  '20261124_01_policy': policy,
  '20261124_02_articles': articles,
  '20261124_03_activity': activity,
  '20261124_04_interaction': interaction,
  '20261124_05_evaluation': evaluation,
  '20261124_06_member_lists': memberLists,
  '20261124_07_messages': messages,
  '20261124_08_finance': finance,
  '20261125_01_settlement': settlement,
  '20261125_03_providers': providers,
  '20261125_04_services': services,
  '20261125_05_resources': resources,
  '20261125_07_collection': collection,
  '20261125_08_operators': operators,
  '20261125_09_points': points,
  '20261126_01_financing_review': financingReview,
  '20261126_03_content_status': contentStatus,
  '20261127_10_content_kinds': contentKinds,
  '20261127_20_refusal_reasons': refusalReasons,
  '20261128_10_vouchers': vouchers,
  '20261128_2_01_voucher_articles': voucherArticles,
  '20261128_3_01_questionnaire_guests': questionnaireGuests,
  '20261128_41_contact_requests': contactRequests,
  '20261128_42_contact_reveals': contactReveals,
  '20261128_5_merchant': merchant,
  '20261129_1_search_owner_drafts': searchOwnerDrafts,
  '20261129_inbox_01_org_inbox': orgInbox,
  '20261129_scale_01_indexes': scaleIndexes,
  '20261130_merchant_products_01': merchantProducts,
  '20261130_promises_01_nav': promisesNav,
  '20261201_matchmaking_01_feedback': matchFeedback,
  '20261202_bookings_01_instrument_org': instrumentOrg,
  '20261203_scale_01_filter_dates': scaleFilterDates,
  '20261204_scale_01_covering_lists': scaleCoveringLists,
};
