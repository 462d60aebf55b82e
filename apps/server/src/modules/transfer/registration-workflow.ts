import {
  APPLICANT_TYPES,
  labelOf,
  MarketMessages as M,
  type Page,
  TRANSFER_METHODS,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { type RegistrationView, registrationWorkflow } from '../market/registration-workflow.ts';

/** The console's transfer registrations (once the risk notice is accepted), newest move first. */
async function transferViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<RegistrationView>> {
  const q = whereView(
    db
      .selectFrom('transferRegistrations as t')
      .innerJoin('users as u', 'u.id', 't.userId')
      .leftJoin('businessOrgs as o', 'o.id', 't.orgId')
      // A registration exists once the risk notice is accepted; step 1 fills it.
      .where('t.riskAcceptedAt', 'is not', null),
    't',
    f,
    ['t.projectName', 't.applicantName', 'u.username'],
  );
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(paging);
  const rows = await q
    .selectAll('t')
    .select(['u.username', 'o.orgName'])
    .orderBy('t.updatedAt', 'desc')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((r) => ({
    id: r.id,
    kind: 'transfer' as const,
    title: r.projectName ?? '（未填写项目）',
    username: r.username,
    party: r.applicantName ?? '—',
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
    fields: [
      { label: '登记方式', value: r.method ? labelOf(TRANSFER_METHODS, r.method) : '—' },
      {
        label: '申请人类型',
        value: r.applicantType ? labelOf(APPLICANT_TYPES, r.applicantType) : '—',
      },
      { label: '申请人', value: r.applicantName ?? '—' },
      { label: '项目名称', value: r.projectName ?? '—' },
      { label: '委托机构', value: r.orgName ?? '—' },
      { label: '联系人', value: r.linkman ?? '—' },
      { label: '联系电话', value: r.linkphone ?? '—' },
    ],
  }));
  return toPage(records, Number(n), paging);
}

/** 「项目」 when the registration names one. */
const quoted = (name: string | null) => (name ? `「${name}」` : '');

/**
 * 成果转化登记 on the workflow kit: the member's steps (risk notice, method, agency, re-choice)
 * stay in transfer/repository.ts; the operator accepts (4) or rejects (5) a registration, and
 * for an agency picks it (7) or not (8, with a reason) and registers it (7 → 2).
 */
export const transferRegistrationWorkflow = registrationWorkflow('transfer', {
  title: '转化登记',
  lead: (project) => `您的成果转化登记${quoted(project)}`,
  acceptedNote: (project) => `成果转化登记${quoted(project)}已受理`,
  subjectOf: async (trx, id) => {
    const row = await trx
      .selectFrom('transferRegistrations')
      .select(['projectName', 'userId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { userId: row.userId, subject: row.projectName };
  },
  notFound: M.transferNotFound,
  views: transferViews,
});
