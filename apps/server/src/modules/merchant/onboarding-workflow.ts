import {
  type AdminOrgApplication,
  adminOrgApplicationSchema,
  MerchantMessages as M,
  maskPhone,
  ORG_APPLICATION_STATUSES,
  orgApplicationSchema,
} from '@portal/shared';
import {
  idColumn,
  reasonColumn,
  statusColumn,
  timeColumn,
} from '../../kit/console/sheet-columns.ts';
import {
  contactColumns,
  defineWorkflow,
  pendingDecisions,
  reviewRoles,
} from '../../kit/workflow/index.ts';
import { applicationSubject, joinOrganisation, submitApplication } from './onboarding.ts';
import { applicationViews } from './onboarding-views.ts';

/**
 * 机构入驻 on the workflow kit: 0 待审核 → 1 已入驻 (joinOrganisation: the service-hall row, the
 * applicant as owner, the logo published) | 2 已驳回 with a reason; the applicant withdraws while
 * 0 (3 已撤回) and may apply again after a refusal.
 */
export const orgApplicationWorkflow = defineWorkflow({
  key: 'org.application',
  name: '机构入驻申请',
  table: 'orgApplications',
  cacheTags: ['provider'],
  statuses: ORG_APPLICATION_STATUSES,
  ...pendingDecisions({
    approve: {
      label: '通过',
      hook: joinOrganisation,
      notice: (subject) => ({
        title: '机构入驻申请已通过',
        body: `您提交的${subject}入驻申请已通过审核，您已成为该机构的负责人，可登录商户工作台发布成果和服务。`,
      }),
    },
    refuse: {
      label: '驳回',
      notice: (subject, reason) => ({
        title: '机构入驻申请未通过',
        body: `您提交的${subject}入驻申请未通过审核，原因：${reason}。您可修改后重新申请。`,
      }),
    },
  }),
  roles: reviewRoles,
  messages: {
    notFound: M.applicationNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.applicationDecided,
    withdrawRefused: M.withdrawRefused,
  },
  notice: { kind: 15, target: 'orgApplication' },
  subject: applicationSubject,
  views: applicationViews,
  view: adminOrgApplicationSchema,
  mask: (r) => ({ ...r, telephone: maskPhone(r.telephone) }),
  sheetColumns: [
    idColumn(),
    { header: '机构名称', width: 28, value: (r) => r.orgName },
    { header: '机构类型', width: 12, value: (r) => r.authTypeName },
    { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
    { header: '所在地区', width: 20, value: (r) => r.regionName },
    ...contactColumns((r: AdminOrgApplication) => ({
      linkman: r.contact,
      linkphone: r.telephone,
    })),
    { header: '申请账号', width: 14, value: (r) => r.username },
    statusColumn('statusName', 8),
    reasonColumn(),
    timeColumn('申请时间', 'createdAt'),
  ],
  submit: {
    body: orgApplicationSchema,
    run: submitApplication,
    message: '入驻申请已提交，请等待平台审核',
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.username}\t${r.orgName}\t${r.authTypeName}\t${r.creditCode}`,
});
