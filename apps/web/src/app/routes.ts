/**
 * THE route table (spec §2, DESIGN §6). The router, the guard, the breadcrumb, the header nav
 * highlight, the section tabs and the document title are all derived from this file.
 *
 * Paths are written exactly as the spec writes them: '/X' is absolute even when nested (the
 * nesting then only says where the screen belongs, for breadcrumbs and section tabs), 'X' is
 * relative to its parent. `query` lists the query parameters each screen reads.
 * Screens of later issues have no `page` yet and show the standard placeholder.
 */
import type { LayoutKind, ResolvedRoute, RouteMeta, RouteSpec } from './route-types.ts';

/** Route names that need no login (spec §4, in the spec's order; "X/Detail" written out). */
// biome-ignore format: a compact list is easier to compare with the spec
export const PUBLIC_ROUTE_NAMES: readonly string[] = [
  'Competitive', 'Activity', 'ActivityCats', 'Views', 'ViewsDetail', 'News', 'NewsDetail',
  'Recommendation', 'ServiceCats', 'ServiceProducts', 'MyPolicyDetail', 'ServiceRules', 'Service',
  'Outcome', 'OutcomeDetail', 'Deal', 'DealDetail', 'Project', 'Requirement', 'RequirementDetail',
  'Reward', 'RewardDetail', 'Successfulcases', 'SuccessDetail', 'Technicalevaluation',
  'TechnicalList', 'ResultsData', 'Introduction', 'DataCockpit', 'DataDetail', 'DataFillIn',
  'Technological', 'TheForm', 'ResultHome', 'ResultList', 'ResultDetail', 'NeedList', 'NeedDetail',
  'ServerHome', 'ServerList', 'ServerDetail', 'FinanceList', 'SourceHome', 'DataBaseList',
  'DataBaseDetail', 'SampleBaseList', 'SampleBaseDetail', 'TestBaseList', 'TestBaseDetail',
  'TestDeviceList', 'TestDeviceDetail', 'PolicyHome', 'PolicyDetail', 'UserInfo', 'AdDetail',
  'Search', 'ExpertList', 'ExpertDetail', 'MedicalList', 'MedicalDetail', 'CompanyList',
  'Formdownload', 'Policydocument', 'TechHangDetail', 'DevelopProjectList', 'DevelopProjectDetail',
  'TechSourceList', 'TechSourceDetail', 'DevelopAreaList', 'DevelopAreaDetail', 'ActivityDetail',
  'ServiceRulesDetail', 'ServiceDetail', 'VipUnit', 'VipUnitDetail', 'Financedetail', 'RichText',
  'HatchingVectorDetail', 'NewCollegesDetail', 'ScientificDetail', 'CorrespondentDetail',
  'ManagerDetail', 'TechService', 'FinancialSettlement', 'InformationSubmission', 'HelpCenter',
  'CockpitContent', 'NewFinancedetail', 'Coupon',
];

const id = { id: '记录 id' } as const;

const loginPage = () => import('../pages/account/login-page.tsx');
const authPage = () => import('../pages/account/auth-page.tsx');
const resetPasswordPage = () => import('../pages/account/reset-password-page.tsx');
const userCenterShell = () => import('../pages/user-center/user-center-layout.tsx');
const authenticationPage = () => import('../pages/user-center/authentication-page.tsx');
const homePage = () => import('../pages/home/home-page.tsx');
const introductionPage = () => import('../pages/home/introduction-page.tsx');
const market = {
  outcomes: () => import('../pages/market/outcome-list-page.tsx'),
  outcome: () => import('../pages/market/outcome-detail-page.tsx'),
  outcomeSheet: () => import('../pages/market/outcome-datasheet-page.tsx'),
  outcomeNew: () => import('../pages/market/new-outcome-detail-page.tsx'),
  needs: () => import('../pages/market/requirement-list-page.tsx'),
  need: () => import('../pages/market/requirement-detail-page.tsx'),
  undertake: () => import('../pages/market/undertake-page.tsx'),
  rewards: () => import('../pages/market/reward-list-page.tsx'),
  reward: () => import('../pages/market/reward-detail-page.tsx'),
  participate: () => import('../pages/market/participate-bounty-page.tsx'),
  deals: () => import('../pages/market/deal-list-page.tsx'),
  deal: () => import('../pages/market/deal-detail-page.tsx'),
  resultList: () => import('../pages/market/result-list-page.tsx'),
  resultDetail: () => import('../pages/market/result-detail-page.tsx'),
  needList: () => import('../pages/market/need-list-page.tsx'),
  needDetail: () => import('../pages/market/need-detail-page.tsx'),
  bids: () => import('../pages/bidding/competitive-list-page.tsx'),
  bid: () => import('../pages/bidding/competitive-detail-page.tsx'),
  myBids: () => import('../pages/bidding/competitive-move-page.tsx'),
  transfer: () => import('../pages/transfer/transfer-page.tsx'),
  contract: () => import('../pages/contract/contract-registration-page.tsx'),
  publishNeed: () => import('../pages/need/publish-requirement-page.tsx'),
  search: () => import('../pages/search/search-page.tsx'),
} as const;

/** The URL query of the market lists (features/market/logic/list-filters.ts). */
const listQuery = {
  pageNum: '页码',
  keyword: '关键词',
  sort: 'latest / priceAsc / priceDesc / views',
  fieldId: '技术领域 id',
  regionCode: '地区编码前缀',
  price: '价格区间（negotiable 面议）',
  date: '发布时间 7d/30d/90d/365d',
} as const;

/** Detail route helper: absolute path '/Name', reads ?id. */
const detail = <const N extends string>(
  name: N,
  title: string,
  extra: Partial<Omit<RouteSpec, 'name' | 'children'>> = {},
): Omit<RouteSpec, 'name' | 'children'> & { name: N } => ({
  path: `/${name}`,
  title,
  query: id,
  ...extra,
  name,
});

export const ROUTE_TABLE = [
  // ── Login and account ──
  {
    name: 'login',
    path: '/login',
    title: '登录',
    layout: 'blank',
    breadcrumb: false,
    footer: false,
    query: { mode: '1 登录（默认）, 2 注册, 3 忘记密码', redirect: '登录后返回的完整路径' },
    page: loginPage,
  },
  {
    name: 'Auth',
    path: '/Auth',
    title: '实名认证',
    query: { authType: '认证类型', telephone: '手机号', verifyStatus: '当前认证状态' },
    page: authPage,
  },
  { name: 'ResetPassword', path: '/reset/password', title: '修改密码', page: resetPasswordPage },
  {
    name: 'PublishRequirement',
    path: '/PublishRequirement',
    title: '发布需求',
    page: market.publishNeed,
  },
  {
    name: 'Transfer',
    path: '/Transfer',
    title: '转让登记',
    query: { step: '登记步骤 0/1/3（由服务器的登记状态决定，页面写回）' },
    page: market.transfer,
  },
  { name: 'HelpCenter', path: '/HelpCenter', title: '帮助中心', query: id },
  detail('RichText', '图文详情'),
  {
    name: 'Search',
    path: '/Search',
    title: '搜索结果',
    query: {
      searchStr: '搜索词',
      type: '搜索类型 1–10（默认 1）',
      catType: '分类类型 1/2/3/4/8/9/10/11',
      searchContent: '分类搜索词',
      pageNum: '页码',
    },
    page: market.search,
  },

  // ── Main layout routes ──
  { name: 'Index', path: '/', title: '首页', breadcrumb: false, wide: true, page: homePage },
  {
    name: 'Home',
    path: '/Home',
    title: '首页',
    breadcrumb: false,
    nav: 'Index',
    wide: true,
    page: homePage,
  },
  { name: 'Introduction', path: '/Introduction', title: '平台介绍', page: introductionPage },
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
        page: market.outcomes,
        children: [
          {
            name: 'OutcomeDetail',
            path: 'OutcomeDetail',
            title: '成果详情',
            query: id,
            page: market.outcome,
          },
          {
            name: 'OutcomeDetails',
            path: 'OutcomeDetails',
            title: '技术参数',
            query: id,
            page: market.outcomeSheet,
          },
          {
            name: 'NewOutcomeDetail',
            path: 'NewOutcomeDetail',
            title: '成果详情',
            query: id,
            page: market.outcomeNew,
          },
        ],
      },
      {
        name: 'Requirement',
        path: 'Requirement',
        title: '技术需求',
        activeNav: 1,
        routerBar: true,
        query: { ...listQuery, needType: '需求类别', giveType: '转让方式', open: '是否征集中' },
        page: market.needs,
        children: [
          detail('RequirementDetail', '需求详情', { page: market.need }),
          detail('Undertake', '需求承接', { page: market.undertake }),
        ],
      },
      {
        name: 'Reward',
        path: 'Reward',
        title: '技术悬赏',
        activeNav: 2,
        routerBar: true,
        query: { ...listQuery, unveilStatus: '揭榜状态', open: '是否可揭榜' },
        page: market.rewards,
        children: [
          detail('RewardDetail', '悬赏详情', { page: market.reward }),
          detail('ParticipateBounty', '参与揭榜', { page: market.participate }),
        ],
      },
      {
        name: 'Deal',
        path: 'Deal',
        title: '成交公告',
        activeNav: 3,
        routerBar: true,
        query: { ...listQuery, dealType: '交易方式' },
        page: market.deals,
        children: [
          {
            name: 'DealDetail',
            path: 'DealDetail',
            title: '公告详情',
            query: id,
            page: market.deal,
          },
        ],
      },
    ],
  },
  {
    name: 'Competitive',
    path: '/Competitive',
    title: '竞价大厅',
    query: { ...listQuery, auctionStatus: '竞价状态 1–5' },
    page: market.bids,
    children: [
      detail('CompetitiveDetail', '竞价详情', { page: market.bid }),
      detail('CompetitiveMove', '参与竞价', {
        query: { tab: 'bids 我的出价 / focus 我的关注', pageNum: '页码' },
        page: market.myBids,
      }),
    ],
  },
  {
    name: 'Service',
    path: '/Service',
    title: '服务大厅',
    children: [
      {
        name: 'VipUnit',
        path: 'VipUnit',
        title: '会员单位',
        routerBar: true,
        props: { authType: 7 },
        children: [detail('VipUnitDetail', '会员单位详情')],
      },
      {
        name: 'CorrespondentList',
        path: 'CorrespondentList',
        title: '科技特派员',
        routerBar: true,
        props: { authType: 9 },
        children: [detail('CorrespondentDetail', '特派员详情')],
      },
      {
        name: 'Colleges',
        path: 'Colleges',
        title: '高校',
        routerBar: true,
        props: { authType: 3 },
        children: [detail('CollegesDetail', '高校详情'), detail('NewCollegesDetail', '高校详情')],
      },
      {
        name: 'Scientific',
        path: 'Scientific',
        title: '科研院所',
        routerBar: true,
        props: { authType: 4 },
        children: [detail('ScientificDetail', '院所详情')],
      },
      {
        name: 'Manager',
        path: 'Manager',
        title: '技术经理人',
        routerBar: true,
        props: { authType: 5 },
        children: [detail('ManagerDetail', '经理人详情')],
      },
      {
        name: 'HatchingVector',
        path: 'HatchingVector',
        title: '孵化载体',
        routerBar: true,
        children: [detail('HatchingVectorDetail', '载体详情')],
      },
      { name: 'ServiceProducts', path: 'ServiceProducts', title: '服务产品', routerBar: true },
      {
        name: 'Agency',
        path: 'Agency',
        title: '服务机构',
        routerBar: true,
        children: [detail('AgencyDetail', '机构详情')],
      },
      {
        name: 'ServiceCats',
        path: 'ServiceCats',
        title: '服务分类',
        routerBar: true,
        query: { catId: '服务分类 id' },
        children: [detail('ServiceDetail', '服务详情'), detail('AgencyNeeds', '机构需求')],
      },
      {
        name: 'ServiceRules',
        path: 'ServiceRules',
        title: '机构规则',
        routerBar: true,
        children: [detail('ServiceRulesDetail', '规则详情')],
      },
    ],
  },
  {
    name: 'Activity',
    path: '/Activity',
    title: '活动中心',
    children: [
      {
        name: 'ActivityCats',
        path: 'ActivityCats',
        title: '活动分类',
        query: { catId: '活动分类 id' },
      },
      {
        name: 'ActivityDetail',
        path: '/ActivityDetail',
        title: '活动详情',
        query: { catId: '活动分类 id', id: '活动 id' },
      },
    ],
  },
  detail('MyPolicyDetail', '政策详情'),
  {
    name: 'Recommendation',
    path: '/Recommendation',
    title: '政策概览',
    children: [detail('PolicyDetail', '政策详情')],
  },
  { name: 'News', path: '/News', title: '新闻资讯', children: [detail('NewsDetail', '新闻详情')] },
  {
    name: 'Views',
    path: '/Views',
    title: '观点洞察',
    children: [detail('ViewsDetail', '观点详情')],
  },
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
  {
    name: 'ContractRegistration',
    path: '/ContractRegistration',
    title: '技术合同登记',
    page: market.contract,
  },
  detail('Securdetails', '证券化详情'),
  { name: 'Policyadd', path: '/Policyadd', title: '政策申报', query: id },
  detail('Mytradingdetail', '交易详情'),
  detail('Transfereedetail', '受让方详情'),
  {
    name: 'UserInfo',
    path: '/UserInfo',
    title: '个人中心',
    redirect: 'Authentication',
    shell: userCenterShell,
    children: [
      {
        name: 'Authentication',
        path: 'Authentication',
        title: '认证信息',
        page: authenticationPage,
      },
      { name: 'VipCenter', path: 'VipCenter', title: '会员中心' },
      { name: 'ScoreRecord', path: 'ScoreRecord', title: '积分记录' },
      { name: 'buyLevelRecord', path: 'buyLevelRecord', title: '会员购买记录' },
      { name: 'Contract', path: 'Contract', title: '我的合同' },
      { name: 'MyPolicy', path: 'MyPolicy', title: '我的政策' },
      {
        name: 'MyResult',
        path: 'MyResult',
        title: '我的成果',
        children: [{ name: 'MyResultInfo', path: 'info', title: '成果信息', query: id }],
      },
      {
        name: 'MyCompetitive',
        path: 'MyCompetitive',
        title: '我的竞价',
        children: [{ name: 'MyCompetitiveInfo', path: 'info', title: '竞价信息', query: id }],
      },
      { name: 'SecuritiesInfor', path: 'SecuritiesInfor', title: '证券化信息' },
      { name: 'MyNews', path: 'MyNews', title: '我的消息' },
      { name: 'MySignUp', path: 'MySignUp', title: '我的报名' },
      { name: 'MyCollect', path: 'MyCollect', title: '我的收藏' },
      { name: 'MyBounty', path: 'MyBounty', title: '我的悬赏' },
      {
        name: 'MyUndertake',
        path: 'MyUndertake',
        title: '我的承接',
        children: [{ name: 'MyUndertakeDetail', path: 'detail', title: '承接详情', query: id }],
      },
      {
        name: 'MyNeed',
        path: 'MyNeed',
        title: '我的需求',
        children: [{ name: 'MyNeedDetail', path: 'detail', title: '需求详情', query: id }],
      },
      { name: 'Mytrading', path: 'Mytrading', title: '我的交易' },
      { name: 'MyExchange', path: 'MyExchange', title: '我的兑换' },
      { name: 'MyTake', path: 'MyTake', title: '我的申领' },
      { name: 'MyCouponOrder', path: 'MyCouponOrder', title: '创新券订单' },
    ],
  },

  // ── Others ──
  { name: 'DataCockpit', path: '/DataCockpit', title: '数据驾驶舱' },
  detail('DataDetail', '数据详情'),
  { name: 'CockpitContent', path: '/CockpitContent', title: '驾驶舱专题', query: id },
  { name: 'DataFillIn', path: '/DataFillIn', title: '数据填报' },
  {
    name: 'InformationSubmission',
    path: '/InformationSubmission',
    title: '信息报送',
    query: { type: '报送类型 1、2 或 3' },
  },
  { name: 'Technological', path: '/Technological', title: '科技创新' },
  { name: 'TheForm', path: '/TheForm', title: '问卷调查', query: id },
  {
    name: 'ResultList',
    path: '/ResultList',
    title: '成果库',
    query: listQuery,
    page: market.resultList,
    children: [detail('ResultDetail', '成果详情', { page: market.resultDetail })],
  },
  {
    name: 'NeedList',
    path: '/NeedList',
    title: '需求库',
    query: listQuery,
    page: market.needList,
    children: [detail('NeedDetail', '需求详情', { page: market.needDetail })],
  },
  {
    name: 'DevelopProjectList',
    path: '/DevelopProjectList',
    title: '研发项目',
    children: [detail('DevelopProjectDetail', '项目详情')],
  },
  detail('TechHangDetail', '技术挂牌详情'),
  {
    name: 'TechSourceList',
    path: '/TechSourceList',
    title: '技术来源',
    children: [detail('TechSourceDetail', '技术来源详情')],
  },
  {
    name: 'DevelopAreaList',
    path: '/DevelopAreaList',
    title: '研发领域',
    children: [detail('DevelopAreaDetail', '领域详情')],
  },
  {
    name: 'ServerList',
    path: '/ServerList',
    title: '转化服务',
    titleByQuery: (query) => (query.get('type') === '1' ? '研发服务' : '转化服务'),
    query: { type: '1 研发服务，其他 转化服务（带到详情）', catId: '服务分类 id（带到详情）' },
    children: [
      detail('ServerDetail', '服务详情', {
        query: { id: '服务 id', type: '从列表带来', catId: '从列表带来' },
      }),
    ],
  },
  {
    name: 'SourceHome',
    path: '/SourceHome',
    title: '科研资源',
    children: [
      {
        name: 'DataBaseList',
        path: 'DataBaseList',
        title: '科研数据库',
        routerBar: true,
        children: [
          { name: 'DataBaseDetail', path: 'DataBaseDetail', title: '数据库详情', query: id },
        ],
      },
      {
        name: 'SampleBaseList',
        path: 'SampleBaseList',
        title: '生物样本库',
        routerBar: true,
        children: [
          { name: 'SampleBaseDetail', path: 'SampleBaseDetail', title: '样本库详情', query: id },
        ],
      },
      {
        name: 'TestBaseList',
        path: 'TestBaseList',
        title: '科研基地',
        routerBar: true,
        children: [
          { name: 'TestBaseDetail', path: 'TestBaseDetail', title: '基地详情', query: id },
        ],
      },
      {
        name: 'TestDeviceList',
        path: 'TestDeviceList',
        title: '科研仪器',
        routerBar: true,
        children: [
          { name: 'TestDeviceDetail', path: 'TestDeviceDetail', title: '仪器详情', query: id },
        ],
      },
    ],
  },
  detail('AdDetail', '专题详情'),
  {
    name: 'ExpertList',
    path: '/ExpertList',
    title: '专家库',
    children: [detail('ExpertDetail', '专家详情')],
  },
  { name: 'CompanyList', path: '/CompanyList', title: '企业库' },
  {
    name: 'MedicalList',
    path: '/MedicalList',
    title: '医药健康',
    children: [detail('MedicalDetail', '医药详情')],
  },
  { name: 'Policydocument', path: '/Policydocument', title: '政策文件' },
  { name: 'Formdownload', path: '/Formdownload', title: '下载专区' },
  {
    name: 'Successfulcases',
    path: '/Successfulcases',
    title: '成功案例',
    children: [detail('SuccessDetail', '案例详情')],
  },
  { name: 'Technicalevaluation', path: '/Technicalevaluation', title: '技术评价' },
  {
    name: 'TechnicalList',
    path: '/TechnicalList',
    title: '评价机构',
    children: [detail('TechnicalDetail', '评价详情')],
  },
  { name: 'ResultsData', path: '/ResultsData', title: '成果数据' },
  { name: 'TechService', path: '/TechService', title: '科技服务' },
  { name: 'FinancialSettlement', path: '/FinancialSettlement', title: '金融结算' },

  // ── Voucher sub-site (own header) ──
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

type NamesOf<T> = T extends readonly (infer R)[]
  ? R extends { name: infer N extends string }
    ? N | (R extends { children: infer C } ? NamesOf<C> : never)
    : never
  : never;

/** Every route name of the table, as a type: `getHref` accepts only these. */
export type RouteName = NamesOf<typeof ROUTE_TABLE>;

/** Shown for paths the table does not know (only reachable with a token: see the guard). */
export const NOT_FOUND_TITLE = '页面不存在';

const PUBLIC_SET = new Set(PUBLIC_ROUTE_NAMES);

function joinPath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parentPath === '/' ? '' : parentPath}/${path}`;
}

function resolveTable(table: readonly RouteSpec[]): Map<string, ResolvedRoute> {
  const byName = new Map<string, ResolvedRoute>();
  const visit = (
    spec: RouteSpec,
    parent: ResolvedRoute | null,
    layout: LayoutKind,
    topName: string,
  ): void => {
    if (byName.has(spec.name)) throw new Error(`Duplicate route name ${spec.name}`);
    const inMain = layout !== 'blank';
    const meta: RouteMeta = {
      name: spec.name,
      title: spec.title,
      activeNav: spec.activeNav ?? parent?.meta.activeNav,
      nav: spec.nav ?? parent?.meta.nav ?? topName,
      breadcrumb: spec.breadcrumb ?? inMain,
      footer: spec.footer ?? true,
      routerBar: spec.routerBar ?? false,
      wide: spec.wide ?? false,
      public: PUBLIC_SET.has(spec.name),
      query: spec.query ?? {},
      props: spec.props ?? {},
    };
    const route: ResolvedRoute = {
      name: spec.name,
      path: joinPath(parent?.path ?? '/', spec.path),
      parent: parent?.name ?? null,
      layout,
      meta,
      spec,
      children: (spec.children ?? []).map((child) => child.name),
    };
    byName.set(spec.name, route);
    for (const child of spec.children ?? []) visit(child, route, layout, topName);
  };
  for (const spec of table) visit(spec, null, spec.layout ?? 'main', spec.name);
  return byName;
}

/** Every route by name, with full path, logical parent and resolved meta. */
export const ROUTES: ReadonlyMap<string, ResolvedRoute> = resolveTable(ROUTE_TABLE);

export function getRoute(name: RouteName): ResolvedRoute {
  const route = ROUTES.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The route itself and its logical ancestors, outermost first. */
export function routeChain(name: string): ResolvedRoute[] {
  const chain: ResolvedRoute[] = [];
  let current = ROUTES.get(name);
  while (current) {
    chain.unshift(current);
    current = current.parent ? ROUTES.get(current.parent) : undefined;
  }
  return chain;
}

/** Title of a route for the current query (only /ServerList varies). */
export function titleOf(route: ResolvedRoute, query?: URLSearchParams): string {
  return query && route.spec.titleByQuery ? route.spec.titleByQuery(query) : route.meta.title;
}

/** Names that pass the guard without a token: the first path segment is checked against these. */
export function isPublicSegment(segment: string): boolean {
  return PUBLIC_SET.has(segment);
}
