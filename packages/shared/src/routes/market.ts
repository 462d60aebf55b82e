/** Technology trading: outcomes, needs, bounties, deals, bidding, transfer and contracts. */

import { detail, id, listQuery } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const marketRoutes = [
  { name: 'PublishRequirement', path: '/PublishRequirement', title: '发布需求' },
  {
    name: 'Transfer',
    path: '/Transfer',
    title: '转让登记',
    query: { step: '登记步骤 0/1/3（由服务器的登记状态决定，页面写回）' },
  },
  {
    name: 'Project',
    path: '/Project',
    title: '技术交易',
    redirect: 'Outcome',
    children: [
      {
        name: 'Outcome',
        path: 'Outcome',
        title: '科技成果',
        activeNav: 0,
        routerBar: true,
        query: {
          ...listQuery,
          maturity: '成熟度',
          cooperationType: '合作方式',
          tradeStatus: '交易状态',
          ownerType: '成果来源',
        },
        children: [
          { name: 'OutcomeDetail', path: 'OutcomeDetail', title: '成果详情', query: id },
          { name: 'OutcomeDetails', path: 'OutcomeDetails', title: '技术参数', query: id },
          { name: 'NewOutcomeDetail', path: 'NewOutcomeDetail', title: '成果详情', query: id },
        ],
      },
      {
        name: 'Requirement',
        path: 'Requirement',
        title: '技术需求',
        activeNav: 1,
        routerBar: true,
        query: { ...listQuery, needType: '需求类别', giveType: '转让方式', open: '是否征集中' },
        children: [detail('RequirementDetail', '需求详情'), detail('Undertake', '需求承接')],
      },
      {
        name: 'Reward',
        path: 'Reward',
        title: '技术悬赏',
        activeNav: 2,
        routerBar: true,
        query: { ...listQuery, unveilStatus: '揭榜状态', open: '是否可揭榜' },
        children: [detail('RewardDetail', '悬赏详情'), detail('ParticipateBounty', '参与揭榜')],
      },
      {
        name: 'Deal',
        path: 'Deal',
        title: '成交公告',
        activeNav: 3,
        routerBar: true,
        query: { ...listQuery, dealType: '交易方式' },
        children: [{ name: 'DealDetail', path: 'DealDetail', title: '公告详情', query: id }],
      },
    ],
  },
  {
    name: 'Competitive',
    path: '/Competitive',
    title: '竞价大厅',
    query: { ...listQuery, auctionStatus: '竞价状态 1–5' },
    children: [
      detail('CompetitiveDetail', '竞价详情'),
      detail('CompetitiveMove', '参与竞价', {
        query: { tab: 'bids 我的出价 / focus 我的关注', pageNum: '页码' },
      }),
    ],
  },
  { name: 'ContractRegistration', path: '/ContractRegistration', title: '技术合同登记' },
  detail('Mytradingdetail', '交易详情'),
  detail('Transfereedetail', '受让方详情'),
  {
    name: 'ResultList',
    path: '/ResultList',
    title: '成果库',
    query: listQuery,
    children: [detail('ResultDetail', '成果详情')],
  },
  {
    name: 'NeedList',
    path: '/NeedList',
    title: '需求库',
    query: listQuery,
    children: [detail('NeedDetail', '需求详情')],
  },
] as const satisfies readonly RouteSpec[];
