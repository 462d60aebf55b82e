import { type Page, type VoucherOrderView, VoucherPaths } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import type { Audience, ViewFilter } from '../../kit/workflow/index.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { fileRefs } from './files.ts';

/**
 * Orders as the company, the console (and later the organisation) see them. The delivery report
 * is the organisation's file: members reach it through the order's report route, which checks
 * the order's owner; the console through its voucher file route.
 */
export async function orderViews(
  db: Db,
  f: ViewFilter & { orgId?: number },
  paging: Paging,
  audience: Audience,
): Promise<Page<VoucherOrderView>> {
  let q = db
    .selectFrom('voucherOrders as o')
    .innerJoin('techServices as s', 's.id', 'o.productId')
    .innerJoin('serviceOrgs as g', 'g.id', 'o.orgId')
    .innerJoin('vouchers as v', 'v.id', 'o.voucherId');
  if (f.id !== undefined) q = q.where('o.id', '=', f.id);
  if (f.userId !== undefined) q = q.where('o.userId', '=', f.userId);
  if (f.orgId !== undefined) q = q.where('o.orgId', '=', f.orgId);
  if (f.status !== undefined) q = q.where('o.status', '=', f.status);
  if (f.keyword) {
    const k = `%${f.keyword}%`;
    q = q.where((eb) =>
      eb.or([
        eb('o.orderNo', 'like', k),
        eb('s.serviceName', 'like', k),
        eb('g.orgName', 'like', k),
        eb('v.companyName', 'like', k),
      ]),
    );
  }
  const { rows, total } = await pageByCreation(q, 'o', paging, (base) =>
    base.select((eb) => [
      'o.id',
      'o.orderNo',
      'o.productId',
      's.serviceName as productName',
      'o.orgId',
      'g.orgName',
      'v.companyName',
      'o.voucherId',
      'v.code as voucherCode',
      'o.price',
      'o.voucherAmount',
      'o.selfAmount',
      'o.remark',
      'o.reportFileId',
      'o.status',
      'o.cancelReason',
      'o.createdAt',
      eb
        .selectFrom('voucherRedemptions as r')
        .select((e) => e.fn.max('r.id').as('rid'))
        .whereRef('r.orderId', '=', 'o.id')
        .as('redemptionId'),
    ]),
  );
  const files =
    audience === 'console'
      ? await fileRefs(
          db,
          rows.map((r) => r.reportFileId),
          'console',
        )
      : null;
  return toPage(
    rows.map(({ reportFileId, ...r }) => ({
      ...r,
      price: Number(r.price),
      voucherAmount: Number(r.voucherAmount),
      selfAmount: Number(r.selfAmount),
      redemptionId: r.redemptionId === null ? null : Number(r.redemptionId),
      createdAt: formatTime(r.createdAt),
      report: reportFileId
        ? (files?.get(reportFileId) ?? {
            id: reportFileId,
            name: '服务报告',
            url: `${VoucherPaths.myOrderReport}?id=${r.id}`,
          })
        : null,
    })),
    total,
    paging,
  );
}
