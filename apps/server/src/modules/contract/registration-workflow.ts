import {
  CONTRACT_TYPES,
  formatMoney,
  labelOf,
  MarketMessages as M,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { type RegistrationView, registrationWorkflow } from '../market/registration-workflow.ts';
import { filesByIds } from '../upload/repository.ts';

/** The console's contract registrations, newest move first; the files' names on one row. */
async function contractViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<RegistrationView>> {
  const q = whereView(
    db.selectFrom('contractRegistrations as c').innerJoin('users as u', 'u.id', 'c.userId'),
    'c',
    f,
    ['c.contractName', 'c.contractNo', 'u.username'],
  );
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(paging);
  const rows = await q
    .selectAll('c')
    .select('u.username')
    .orderBy('c.updatedAt', 'desc')
    .orderBy('c.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const files =
    f.id === undefined
      ? []
      : await filesByIds(
          db,
          rows.flatMap((r) => JSON.parse(r.fileIds) as number[]),
        );
  const records = rows.map((r) => ({
    id: r.id,
    kind: 'contract' as const,
    title: r.contractName,
    username: r.username,
    party: `${r.sellerName} → ${r.buyerName}`,
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
    fields: [
      { label: '合同编号', value: r.contractNo },
      { label: '合同类型', value: labelOf(CONTRACT_TYPES, r.contractType) },
      { label: '卖方（技术方）', value: r.sellerName },
      { label: '买方', value: r.buyerName },
      { label: '合同金额', value: `${formatMoney(r.amount)} 元` },
      { label: '签订日期', value: r.signDate },
      { label: '有效期', value: `${r.startDate} 至 ${r.endDate}` },
      { label: '备注', value: r.remark ?? '—' },
      { label: '合同附件', value: files.map((x) => x.originalName).join('、') || '—' },
    ],
  }));
  return toPage(records, Number(n), paging);
}

/**
 * 技术合同登记 on the workflow kit: the member registers (2 已登记/待审核) and corrects a
 * rejection (5 → 2) in contract/repository.ts; the operator accepts (4) or rejects (5, with
 * the reason the member reads). Every move is kept in orderStatusMoves.
 */
export const contractRegistrationWorkflow = registrationWorkflow('contract', {
  title: '合同登记',
  lead: (name) => `您的合同「${name}」登记`,
  acceptedNote: (name) => `合同登记「${name}」已受理`,
  subjectOf: async (trx, id) => {
    const row = await trx
      .selectFrom('contractRegistrations')
      .select(['contractName', 'userId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { userId: row.userId, subject: row.contractName };
  },
  notFound: M.contractNotFound,
  views: contractViews,
});
