import {
  MerchantMessages as M,
  PRODUCT_REVISION_STATUSES,
  productRevisionViewSchema,
} from '@portal/shared';
import {
  idColumn,
  reasonColumn,
  statusColumn,
  timeColumn,
} from '../../kit/console/sheet-columns.ts';
import { defineWorkflow, reviewDecisions, reviewRoles } from '../../kit/workflow/index.ts';
import { productSubject, productViews, publishProduct } from './products.ts';

const priceText = (price: number, unit: string) => (price > 0 ? `${price}${unit}` : '面议');

/**
 * An organisation's service product under review, on the workflow kit's console queue and CLI
 * verbs: 1 待审核 → 2 已通过 (publishProduct puts it on sale in the service hall, /Coupon and
 * search) | 3 已驳回 with a reason. Drafts, submitting, withdrawing and 上架/下架 are the
 * organisation's (routes.ts).
 */
export const productRevisionWorkflow = defineWorkflow({
  key: 'org.product',
  name: '机构服务产品',
  table: 'productRevisions',
  cacheTags: ['service', 'finance', 'home'],
  statuses: PRODUCT_REVISION_STATUSES,
  decisions: reviewDecisions(
    { pending: 1, approved: 2, refused: 3 },
    {
      approve: {
        label: '通过',
        hook: publishProduct,
        notice: (subject) => ({
          title: '服务产品已审核上架',
          body: `您提交的服务产品${subject}已通过审核，已在服务大厅上架展示。`,
        }),
      },
      refuse: {
        label: '驳回',
        notice: (subject, reason) => ({
          title: '服务产品未通过审核',
          body: `您提交的服务产品${subject}未通过审核，原因：${reason}。修改后可重新提交。`,
        }),
      },
    },
  ),
  roles: reviewRoles,
  messages: {
    notFound: M.productNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.productDecided,
    withdrawRefused: M.productWithdrawRefused,
  },
  notice: { kind: 15, target: 'orgApplication' },
  subject: productSubject,
  views: productViews,
  view: productRevisionViewSchema,
  sheetColumns: [
    idColumn(),
    { header: '服务名称', width: 30, value: (r) => r.serviceName },
    { header: '服务机构', width: 28, value: (r) => r.orgName },
    { header: '服务分类', width: 16, value: (r) => r.catName },
    { header: '价格', width: 14, value: (r) => priceText(r.price, r.priceUnit) },
    statusColumn('statusName', 8),
    reasonColumn(),
    timeColumn('提交时间', 'submittedAt'),
  ],
  cliLine: (r) => `${r.id}\t${r.submittedAt}\t${r.orgName}\t${r.serviceName}`,
});
