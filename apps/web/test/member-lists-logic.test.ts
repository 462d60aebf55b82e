import { COLLECT_KIND_VALUES } from '@portal/shared/enums/market-flow';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/app/routes.ts';
import { COLLECT_ROUTES } from '../src/features/collect/logic/collect-routes.ts';
import { canCloseNeed } from '../src/features/need/logic/my-need.ts';

describe('member centre lists', () => {
  it('opens every collected kind on an existing detail route that reads ?id', () => {
    for (const kind of COLLECT_KIND_VALUES) {
      const route = ROUTES.get(COLLECT_ROUTES[kind]);
      expect(route, kind).toBeDefined();
    }
  });

  it('offers 撤回/下架 only for 待审核 and 已发布 needs', () => {
    const closable = Object.keys(PUBLISH_STATUSES)
      .map(Number)
      .filter(canCloseNeed)
      .map((s) => PUBLISH_STATUSES[s as keyof typeof PUBLISH_STATUSES]);
    expect(closable).toEqual(['待审核', '已发布']);
  });
});
