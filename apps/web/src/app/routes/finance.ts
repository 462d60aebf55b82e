/** Technology finance: products, applications and securitisation. */
import type { RouteSpec } from '../route-types.ts';
import { detail } from './shared.ts';

export const financeRoutes = [
  {
    name: 'FinanceList',
    path: '/FinanceList',
    title: '科技金融',
    query: { tabId: '金融分类 id' },
    children: [
      detail('Financedetail', '金融产品详情'),
      detail('NewFinancedetail', '金融产品详情'),
      detail('FinanceForm', '融资申请'),
      detail('RequestApplication', '申请服务'),
      detail('DemandUndertaking', '需求对接'),
    ],
  },
  detail('Securdetails', '证券化详情'),
  { name: 'FinancialSettlement', path: '/FinancialSettlement', title: '金融结算' },
] as const satisfies readonly RouteSpec[];
