import {
  IP_FINANCE_CATEGORY_WORDS,
  IP_FINANCE_GUARANTY_TYPE,
  type MyFinanceProductApply,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { type Audience, type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { dictNames } from '../market/dicts.ts';

/**
 * Product applications as the member sees them (MyFinanceProductApply), for the workflow kit:
 * by owner, id, status or keyword (product, company); the member's list also by `productId`
 * and `scope` (filter.extra); newest first.
 */
export async function productApplyViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
  _audience: Audience,
  _now: number,
): Promise<Page<MyFinanceProductApply>> {
  let q = db
    .selectFrom('financeProductApplications as a')
    .innerJoin('financeProducts as p', 'p.id', 'a.productId');
  q = whereView(q, 'a', f, ['p.productName', 'a.companyName']);
  const productId = f.extra?.productId as number | undefined;
  if (productId !== undefined) q = q.where('a.productId', '=', productId);
  if (f.extra?.scope === 'securities') {
    // 证券化信息: products secured by IP, or in an IP / securitisation category.
    q = q.where((eb) =>
      eb.or([
        eb('p.guarantyType', '=', IP_FINANCE_GUARANTY_TYPE),
        eb(
          'p.catId',
          'in',
          eb
            .selectFrom('financeCategories as c')
            .select('c.id')
            .where((w) =>
              w.or(IP_FINANCE_CATEGORY_WORDS.map((word) => w('c.catName', 'like', `%${word}%`))),
            ),
        ),
      ]),
    );
  }
  const [{ rows, total }, guaranty] = await Promise.all([
    pageByCreation(q, 'a', paging, (base) =>
      base.selectAll('a').select(['p.productName', 'p.orgName']),
    ),
    dictNames(db, 'guaranty_type'),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    productName: r.productName,
    orgName: r.orgName,
    companyName: r.companyName,
    applyMoney: Number(r.applyMoney),
    moneyUse: r.moneyUse,
    guarantyType: r.guarantyType,
    guarantyName: guaranty.get(r.guarantyType) ?? '',
    linkName: r.linkName,
    linkPhone: r.linkPhone,
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt)!,
    decidedAt: formatTime(r.decidedAt),
  }));
  return toPage(records, total, paging);
}
