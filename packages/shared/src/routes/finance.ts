/** Technology finance: products, applications and securitisation. */

import { detail } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const financeRoutes = [
  {
    name: 'FinanceList',
    path: '/FinanceList',
    title: '科技金融',
    query: { tabId: '金融分类 id' },
    children: [
      detail('Financedetail', '金融产品详情'),
      detail('NewFinancedetail', '金融产品详情'),
      detail('FinanceForm', '融资申请', { query: {} }),
      detail('RequestApplication', '申请服务', { query: { id: '金融产品 id' } }),
      detail('DemandUndertaking', '需求对接', { query: { pageNum: '页码', keyword: '关键词' } }),
    ],
  },
  detail('Securdetails', '证券化详情'),
  {
    name: 'FinancialSettlement',
    path: '/FinancialSettlement',
    title: '金融结算',
    query: {
      status: '订单状态 0 待支付 / 1 已支付 / 3 支付失败',
      pageNum: '页码',
      auctionId: '中标的竞价 id（生成结算订单后转到付款）',
    },
  },
] as const satisfies readonly RouteSpec[];
