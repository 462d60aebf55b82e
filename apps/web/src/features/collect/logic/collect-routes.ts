import type { CollectKindValue } from '@portal/shared/api/index';
import type { RouteName } from '../../../app/routes.ts';

/** Where a collected item of each kind opens (its public detail, which reads ?id). */
export const COLLECT_ROUTES: Readonly<Record<CollectKindValue, RouteName>> = {
  tech: 'OutcomeDetail',
  need: 'RequirementDetail',
  reward: 'RewardDetail',
  deal: 'DealDetail',
  vip: 'VipUnitDetail',
  product: 'ServiceDetail',
  policy: 'PolicyDetail',
  action: 'ActivityDetail',
};
