import {
  labelOf,
  VoucherMessages as M,
  type Page,
  VOUCHER_REDEEMERS,
  type VoucherRedemptionSubmit,
  type VoucherRedemptionView,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { type Audience, type Trx, type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { ownFileIds } from '../upload/repository.ts';
import { fileRefs } from './files.ts';

/** Who files: the company (its own order) or the organisation (an order it served). */
export type RedemptionFiler =
  | { kind: 'company'; userId: number }
  | { kind: 'org'; orgId: number; uploaderId: number };

/**
 * 兑换: after the company accepted the order (3 已完成), whoever the batch names files the
 * contract, invoice and delivery report (own private uploads) and the amount, at most the
 * order's voucher part. One open (0/1/2) redemption per order: partial unique index.
 */
export async function submitRedemption(
  db: Db,
  filer: RedemptionFiler,
  input: VoucherRedemptionSubmit,
  now: number,
): Promise<number> {
  let q = db
    .selectFrom('voucherOrders as o')
    .innerJoin('vouchers as v', 'v.id', 'o.voucherId')
    .innerJoin('voucherBatches as b', 'b.id', 'v.batchId')
    .select(['o.id', 'o.userId', 'o.status', 'o.voucherAmount', 'b.redeemer'])
    .where('o.id', '=', input.orderId);
  q =
    filer.kind === 'company'
      ? q.where('o.userId', '=', filer.userId)
      : q.where('o.orgId', '=', filer.orgId);
  const order = await q.executeTakeFirst();
  if (!order) throw notFound(M.orderNotFound);
  const filerType = filer.kind === 'company' ? 1 : 2;
  if (order.redeemer !== filerType)
    throw invalid(M.redemptionFiler(labelOf(VOUCHER_REDEEMERS, order.redeemer)));
  if (order.status !== 3) throw invalid(M.redemptionOrderRefused);
  const max = Number(order.voucherAmount);
  if (input.amount > max) throw invalid(M.redemptionOverAmount(max));
  const uploader = filer.kind === 'company' ? filer.userId : filer.uploaderId;
  const files = [input.contractFileId, input.invoiceFileId, input.reportFileId];
  await ownFileIds(db, uploader, files, M.fileNotFound);
  return insertedIdUnlessTaken(
    M.redemptionTwice,
    db
      .insertInto('voucherRedemptions')
      .values({
        orderId: order.id,
        userId: order.userId,
        filer: filerType,
        amount: input.amount,
        invoiceNo: input.invoiceNo,
        contractFileId: input.contractFileId,
        invoiceFileId: input.invoiceFileId,
        reportFileId: input.reportFileId,
        remark: input.remark ?? null,
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
        settledAt: null,
        withdrawnAt: null,
      })
      .returning('id'),
  );
}

export async function redemptionViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
  audience: Audience,
): Promise<Page<VoucherRedemptionView>> {
  let q = db
    .selectFrom('voucherRedemptions as r')
    .innerJoin('voucherOrders as o', 'o.id', 'r.orderId')
    .innerJoin('techServices as s', 's.id', 'o.productId')
    .innerJoin('serviceOrgs as g', 'g.id', 'o.orgId')
    .innerJoin('vouchers as v', 'v.id', 'o.voucherId');
  q = whereView(q, 'r', f, ['o.orderNo', 'v.companyName', 'g.orgName', 'r.invoiceNo']);
  const order = audience === 'console' && f.status === 0 ? 'asc' : 'desc';
  const { rows, total } = await pageByCreation(
    q,
    'r',
    paging,
    (base) =>
      base.select([
        'r.id',
        'r.orderId',
        'o.orderNo',
        's.serviceName as productName',
        'g.orgName',
        'v.companyName',
        'v.code as voucherCode',
        'r.filer',
        'r.amount',
        'r.invoiceNo',
        'r.contractFileId',
        'r.invoiceFileId',
        'r.reportFileId',
        'r.remark',
        'r.status',
        'r.reason',
        'r.createdAt',
        'r.decidedAt',
        'r.settledAt',
      ]),
    order,
  );
  const files = await fileRefs(
    db,
    rows.flatMap((r) => [r.contractFileId, r.invoiceFileId, r.reportFileId]),
    audience,
  );
  return toPage(
    rows.map(({ contractFileId, invoiceFileId, reportFileId, ...r }) => ({
      ...r,
      amount: Number(r.amount),
      contract: files.get(contractFileId) ?? null,
      invoice: files.get(invoiceFileId) ?? null,
      report: files.get(reportFileId) ?? null,
      createdAt: formatTime(r.createdAt),
      decidedAt: formatTime(r.decidedAt),
      settledAt: formatTime(r.settledAt),
    })),
    total,
    paging,
  );
}

export async function redemptionSubject(trx: Trx, id: number): Promise<string> {
  const row = await trx
    .selectFrom('voucherRedemptions as r')
    .innerJoin('voucherOrders as o', 'o.id', 'r.orderId')
    .select(['o.orderNo', 'r.amount'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.redemptionNotFound);
  return `订单 ${row.orderNo} 的 ${Number(row.amount)} 元`;
}
