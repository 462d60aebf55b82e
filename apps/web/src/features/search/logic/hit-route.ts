import type { SearchDocTypeValue } from '@portal/shared/api/search';
import type { RouteName } from '../../../app/routes.ts';

/** Where a hit of each document type opens (its section's detail, which reads ?id). */
export const HIT_ROUTES: Readonly<Record<SearchDocTypeValue, RouteName>> = {
  outcome: 'OutcomeDetail',
  need: 'RequirementDetail',
  reward: 'RewardDetail',
  deal: 'DealDetail',
  bid: 'CompetitiveDetail',
  action: 'ActivityDetail',
  policy: 'PolicyDetail',
  news: 'NewsDetail',
  rule: 'HelpCenter',
  view: 'ViewsDetail',
  service: 'ServiceDetail',
  finance: 'Financedetail',
  database: 'DataBaseDetail',
  sample: 'SampleBaseDetail',
  base: 'TestBaseDetail',
  instrument: 'TestDeviceDetail',
  // Providers open their own section's detail (hit.authType; see the search page).
  provider: 'VipUnitDetail',
  talent: 'ExpertDetail',
};
