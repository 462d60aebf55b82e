import type { OperatorRole } from '@portal/shared/enums/operator-role';

/** The console's screens: one table drives the router, the menu, titles and role checks. */
export interface AdminRoute {
  path: string;
  title: string;
  /** Who sees it; 'any' for every signed-in operator. */
  roles: readonly OperatorRole[] | 'any';
  /** Shown in the side menu. */
  menu?: boolean;
}

export const ADMIN_ROUTES = [
  { path: '/', title: '工作台', roles: 'any', menu: true },
  { path: '/certifications', title: '实名认证审核', roles: ['review', 'audit'], menu: true },
  { path: '/certifications/:id', title: '认证详情', roles: ['review', 'audit'] },
  { path: '/needs', title: '需求审核', roles: ['review', 'audit'], menu: true },
  { path: '/registrations', title: '登记审核', roles: ['review', 'audit'], menu: true },
  { path: '/registrations/:kind/:id', title: '登记详情', roles: ['review', 'audit'] },
  { path: '/payments', title: '转账付款确认', roles: ['review', 'audit'], menu: true },
  { path: '/payments/:id', title: '付款详情', roles: ['review', 'audit'] },
  { path: '/applications', title: '申请受理', roles: ['review', 'audit'], menu: true },
  { path: '/financing', title: '融资需求发布', roles: ['review', 'audit'], menu: true },
  { path: '/undertakings', title: '需求承接', roles: ['review', 'audit'], menu: true },
  { path: '/participations', title: '悬赏揭榜', roles: ['review', 'audit'], menu: true },
  { path: '/contact-requests', title: '意向洽谈', roles: ['review', 'audit'], menu: true },
  { path: '/auctions', title: '竞价项目', roles: ['review', 'audit'], menu: true },
  { path: '/evaluation-requests', title: '技术评价申请', roles: ['review', 'audit'], menu: true },
  { path: '/questions', title: '公众提问', roles: ['review', 'audit'], menu: true },
  { path: '/feedbacks', title: '意见反馈', roles: ['review', 'audit'], menu: true },
  {
    path: '/match-feedback',
    title: '匹配反馈',
    roles: ['content', 'review', 'system'],
    menu: true,
  },
  { path: '/signups', title: '活动报名', roles: ['review', 'audit'], menu: true },
  {
    path: '/vouchers/batches',
    title: '创新券批次',
    roles: ['content', 'review', 'audit'],
    menu: true,
  },
  { path: '/vouchers/claims', title: '创新券申领', roles: ['review', 'audit'], menu: true },
  { path: '/vouchers/orders', title: '创新券订单', roles: ['review', 'audit'], menu: true },
  { path: '/vouchers/redemptions', title: '创新券兑换', roles: ['review', 'audit'], menu: true },
  { path: '/org-applications', title: '机构入驻', roles: ['review', 'audit'], menu: true },
  { path: '/outcome-revisions', title: '机构成果发布', roles: ['review', 'audit'], menu: true },
  { path: '/product-revisions', title: '机构服务产品', roles: ['review', 'audit'], menu: true },
  { path: '/org-changes', title: '机构信息变更', roles: ['review', 'audit'], menu: true },
  { path: '/members', title: '会员管理', roles: ['review', 'audit', 'system'], menu: true },
  { path: '/members/:id', title: '会员详情', roles: ['review', 'audit', 'system'] },
  { path: '/content/news', title: '新闻管理', roles: ['content', 'audit'], menu: true },
  { path: '/content/views', title: '观点管理', roles: ['content', 'audit'], menu: true },
  { path: '/content/policies', title: '政策管理', roles: ['content', 'audit'], menu: true },
  { path: '/content/activities', title: '活动管理', roles: ['content', 'audit'], menu: true },
  { path: '/content/cases', title: '成功案例', roles: ['content', 'audit'], menu: true },
  { path: '/content/disclosures', title: '信息公开', roles: ['content', 'audit'], menu: true },
  { path: '/content/help', title: '帮助中心', roles: ['content', 'audit'], menu: true },
  { path: '/content/downloads', title: '下载专区', roles: ['content', 'audit'], menu: true },
  { path: '/content/:kind/:id', title: '编辑内容', roles: ['content', 'audit'] },
  { path: '/site/lists', title: '广告与导航', roles: ['content', 'audit'], menu: true },
  { path: '/site/categories', title: '分类管理', roles: ['content', 'audit'], menu: true },
  { path: '/site/texts', title: '平台文本', roles: ['content', 'audit'], menu: true },
  { path: '/site/home', title: '首页板块', roles: ['content', 'audit'], menu: true },
  { path: '/site/settings', title: '站点设置', roles: ['content', 'audit'], menu: true },
  { path: '/audit', title: '审计日志', roles: ['audit'], menu: true },
  { path: '/operators', title: '运营账号', roles: ['system'], menu: true },
  { path: '/password', title: '修改密码', roles: 'any' },
] as const satisfies readonly AdminRoute[];

export function mayOpen(route: AdminRoute, roles: readonly OperatorRole[]): boolean {
  return route.roles === 'any' || route.roles.some((r) => roles.includes(r));
}
