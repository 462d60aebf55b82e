import { MerchantMessages as M, ORG_CHANGE_STATUSES, orgChangeViewSchema } from '@portal/shared';
import {
  idColumn,
  reasonColumn,
  statusColumn,
  timeColumn,
} from '../../kit/console/sheet-columns.ts';
import { defineWorkflow, reviewDecisions, reviewRoles } from '../../kit/workflow/index.ts';
import { applyChange, changeSubject, changeViews } from './profile.ts';

/**
 * An owner's change of the organisation's name, credit code, kind, region or logo, on the
 * workflow kit's console queue and CLI verbs: 0 待审核 → 1 已生效 (applyChange writes the public
 * row) | 2 已驳回 with a reason. Submitting and withdrawing are the owner's (routes.ts).
 */
export const orgChangeWorkflow = defineWorkflow({
  key: 'org.change',
  name: '机构信息变更',
  table: 'orgProfileChanges',
  cacheTags: ['provider'],
  statuses: ORG_CHANGE_STATUSES,
  decisions: reviewDecisions(
    { pending: 0, approved: 1, refused: 2 },
    {
      approve: {
        label: '通过',
        hook: applyChange,
        notice: (subject) => ({
          title: '机构信息变更已生效',
          body: `您提交的${subject}机构信息变更已通过审核，服务大厅等页面已展示新信息。`,
        }),
      },
      refuse: {
        label: '驳回',
        notice: (subject, reason) => ({
          title: '机构信息变更未通过审核',
          body: `您提交的${subject}机构信息变更未通过审核，原因：${reason}。`,
        }),
      },
    },
  ),
  roles: reviewRoles,
  messages: {
    notFound: M.orgChangeNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.orgChangeDecided,
    withdrawRefused: M.orgChangeWithdrawRefused,
  },
  notice: { kind: 15, target: 'orgApplication' },
  subject: changeSubject,
  views: changeViews,
  view: orgChangeViewSchema,
  sheetColumns: [
    idColumn(),
    { header: '现名称', width: 28, value: (r) => r.currentName },
    { header: '新名称', width: 28, value: (r) => r.orgName },
    { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
    { header: '机构类型', width: 12, value: (r) => r.authTypeName },
    { header: '所在地区', width: 20, value: (r) => r.regionName },
    statusColumn('statusName', 8),
    reasonColumn(),
    timeColumn('提交时间', 'createdAt'),
  ],
  cliLine: (r) => `${r.id}\t${r.createdAt}\t${r.currentName}\t${r.orgName}`,
});
