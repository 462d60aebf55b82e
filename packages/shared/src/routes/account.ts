/** Login, certification, password and the member centre (/UserInfo). */

import { child, detail } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const accountRoutes = [
  {
    name: 'login',
    path: '/login',
    title: '登录',
    layout: 'blank',
    breadcrumb: false,
    footer: false,
    query: { mode: '1 登录（默认）, 2 注册, 3 忘记密码', redirect: '登录后返回的完整路径' },
  },
  {
    name: 'Auth',
    path: '/Auth',
    title: '实名认证',
    query: {
      authType: '认证类型',
      telephone: '手机号',
      verifyStatus: '当前认证状态',
      redirect: '登录前要去的页面，认证页提供继续前往',
    },
  },
  { name: 'ResetPassword', path: '/reset/password', title: '修改密码' },
  {
    name: 'UserInfo',
    path: '/UserInfo',
    title: '个人中心',
    redirect: 'Authentication',
    children: [
      { name: 'Authentication', path: 'Authentication', title: '认证信息' },
      { name: 'VipCenter', path: 'VipCenter', title: '会员中心' },
      { name: 'ScoreRecord', path: 'ScoreRecord', title: '积分记录' },
      { name: 'buyLevelRecord', path: 'buyLevelRecord', title: '会员购买记录' },
      { name: 'Contract', path: 'Contract', title: '我的合同' },
      { name: 'MyPolicy', path: 'MyPolicy', title: '我的政策' },
      child('MyResult', '我的成果', {
        children: [detail('MyResultInfo', '成果信息', { path: 'info' })],
      }),
      child('MyCompetitive', '我的竞价', {
        children: [detail('MyCompetitiveInfo', '竞价信息', { path: 'info' })],
      }),
      { name: 'SecuritiesInfor', path: 'SecuritiesInfor', title: '证券化信息' },
      // Loans and other finance applications under a name a borrower recognises (issue 26).
      {
        name: 'MyFinance',
        path: 'MyFinance',
        title: '我的金融申请',
        query: { tab: 'product（默认）| demand', kind: '贷款与融资需求的类型' },
      },
      { name: 'MyNews', path: 'MyNews', title: '我的消息' },
      { name: 'MySignUp', path: 'MySignUp', title: '我的报名' },
      { name: 'MyCollect', path: 'MyCollect', title: '我的收藏' },
      // 意向洽谈 sent and received (issue 26).
      {
        name: 'MyContact',
        path: 'MyContact',
        title: '我的洽谈',
        query: { tab: 'sent（默认）| received' },
      },
      { name: 'MyBounty', path: 'MyBounty', title: '我的悬赏' },
      child('MyUndertake', '我的承接', {
        children: [detail('MyUndertakeDetail', '承接详情', { path: 'detail' })],
      }),
      child('MyNeed', '我的需求', {
        children: [detail('MyNeedDetail', '需求详情', { path: 'detail' })],
      }),
      { name: 'Mytrading', path: 'Mytrading', title: '我的交易' },
      { name: 'MyExchange', path: 'MyExchange', title: '我的兑换' },
      { name: 'MyTake', path: 'MyTake', title: '我的申领' },
      { name: 'MyCouponOrder', path: 'MyCouponOrder', title: '创新券订单' },
      // Account screens (issue #13): password, phone, login history, export, deletion.
      { name: 'Security', path: 'Security', title: '账号安全' },
    ],
  },
] as const satisfies readonly RouteSpec[];
