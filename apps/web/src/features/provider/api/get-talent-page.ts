import {
  type Page,
  ProviderPaths,
  type TalentItem,
  type TalentQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/talent/page (专家库: experts, commissioners, managers). */
export const useTalentPage = listReadHook<TalentQuery, Page<TalentItem>>(
  ProviderPaths.talentPage,
  ['provider', 'talentPage'],
  { staleTime: 10_000 },
);
