/** The innovation-voucher sub-site under /Coupon (its own header: layout 'coupon'). */

import { id } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const couponRoutes = [
  {
    name: 'Coupon',
    path: '/Coupon',
    title: '创新券',
    layout: 'coupon',
    redirect: 'CouponHome',
    children: [
      { name: 'CouponHome', path: 'Home', title: '创新券首页', breadcrumb: false },
      { name: 'CouponProduct', path: 'Product', title: '服务产品' },
      { name: 'CouponProductDetail', path: 'ProductDetail', title: '产品详情', query: id },
      { name: 'CouponOrg', path: 'Org', title: '服务机构' },
      { name: 'CouponOrgDetail', path: 'OrgDetail', title: '机构详情', query: id },
      { name: 'CouponNotice', path: 'Notice', title: '通知公告' },
      { name: 'CouponNoticeDetail', path: 'NoticeDetail', title: '公告详情', query: id },
      { name: 'CouponPolicy', path: 'Policy', title: '政策文件' },
      {
        name: 'CouponPerationGuide',
        path: 'PerationGuide',
        title: '操作指南',
        query: { keyWord: '关键词' },
      },
    ],
  },
  { name: 'CouponTake', path: '/CouponTake', title: '申领创新券', layout: 'coupon' },
  { name: 'CouponTakeForm', path: '/CouponTakeForm', title: '申领信息', layout: 'coupon' },
  { name: 'CouponTakeResult', path: '/CouponTakeResult', title: '申领结果', layout: 'coupon' },
  { name: 'CouponExchangeForm', path: '/CouponExchangeForm', title: '兑换申请', layout: 'coupon' },
] as const satisfies readonly RouteSpec[];
