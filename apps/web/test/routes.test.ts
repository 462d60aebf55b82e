import { describe, expect, it } from 'vitest';
import { getHref, loginHref } from '../src/app/paths.ts';
import {
  ADDED_PUBLIC_ROUTE_NAMES,
  getRoute,
  PUBLIC_ROUTE_NAMES,
  ROUTES,
  routeChain,
  titleOf,
} from '../src/app/routes.ts';

/** Every path of spec §2, written out from the spec ('X' nested under its parent, '/X' absolute). */
// biome-ignore format: a compact list is easier to compare with the spec
const SPEC_PATHS = [
  // Login and account
  '/login', '/Auth', '/reset/password', '/PublishRequirement', '/Transfer', '/HelpCenter',
  '/RichText', '/Search',
  // Main layout
  '/', '/Home', '/Introduction',
  '/Project', '/Project/Outcome', '/Project/Outcome/OutcomeDetail',
  '/Project/Outcome/OutcomeDetails', '/Project/Outcome/NewOutcomeDetail',
  '/Project/Requirement', '/RequirementDetail', '/Undertake',
  '/Project/Reward', '/RewardDetail', '/ParticipateBounty',
  '/Project/Deal', '/Project/Deal/DealDetail',
  '/Competitive', '/CompetitiveDetail', '/CompetitiveMove',
  '/Service', '/Service/VipUnit', '/Service/CorrespondentList', '/Service/Colleges',
  '/Service/Scientific', '/Service/Manager', '/Service/HatchingVector', '/HatchingVectorDetail',
  '/Service/ServiceProducts', '/Service/Agency', '/Service/ServiceCats', '/ServiceDetail',
  '/AgencyNeeds', '/Service/ServiceRules', '/ServiceRulesDetail',
  '/CollegesDetail', '/NewCollegesDetail', '/ScientificDetail', '/ManagerDetail',
  '/CorrespondentDetail', '/AgencyDetail', '/VipUnitDetail',
  '/Activity', '/Activity/ActivityCats', '/ActivityDetail',
  '/MyPolicyDetail', '/Recommendation', '/PolicyDetail', '/News', '/NewsDetail', '/Views',
  '/ViewsDetail',
  '/FinanceList', '/Financedetail', '/NewFinancedetail', '/FinanceForm', '/RequestApplication',
  '/DemandUndertaking',
  '/ContractRegistration', '/Securdetails', '/Policyadd', '/Mytradingdetail', '/Transfereedetail',
  '/UserInfo', '/UserInfo/Authentication', '/UserInfo/VipCenter', '/UserInfo/ScoreRecord',
  '/UserInfo/buyLevelRecord', '/UserInfo/Contract', '/UserInfo/MyPolicy', '/UserInfo/MyResult',
  '/UserInfo/MyResult/info', '/UserInfo/MyCompetitive', '/UserInfo/MyCompetitive/info',
  '/UserInfo/SecuritiesInfor', '/UserInfo/MyNews', '/UserInfo/MySignUp', '/UserInfo/MyCollect',
  '/UserInfo/MyBounty', '/UserInfo/MyUndertake', '/UserInfo/MyUndertake/detail',
  '/UserInfo/MyNeed', '/UserInfo/MyNeed/detail', '/UserInfo/Mytrading', '/UserInfo/MyExchange',
  '/UserInfo/MyTake', '/UserInfo/MyCouponOrder',
  // Others
  '/DataCockpit', '/DataDetail', '/CockpitContent', '/DataFillIn', '/InformationSubmission',
  '/Technological', '/TheForm', '/ResultList', '/ResultDetail', '/NeedList', '/NeedDetail',
  '/DevelopProjectList', '/DevelopProjectDetail', '/TechHangDetail', '/TechSourceList',
  '/TechSourceDetail', '/DevelopAreaList', '/DevelopAreaDetail', '/ServerList', '/ServerDetail',
  '/SourceHome', '/SourceHome/DataBaseList', '/SourceHome/DataBaseList/DataBaseDetail',
  '/SourceHome/SampleBaseList', '/SourceHome/SampleBaseList/SampleBaseDetail',
  '/SourceHome/TestBaseList', '/SourceHome/TestBaseList/TestBaseDetail',
  '/SourceHome/TestDeviceList', '/SourceHome/TestDeviceList/TestDeviceDetail',
  '/AdDetail', '/ExpertList', '/ExpertDetail', '/CompanyList', '/MedicalList', '/MedicalDetail',
  '/Policydocument', '/Formdownload', '/Successfulcases', '/SuccessDetail',
  '/Technicalevaluation', '/TechnicalList', '/TechnicalDetail', '/ResultsData', '/TechService',
  '/FinancialSettlement',
  // Voucher sub-site
  '/Coupon', '/Coupon/Home', '/Coupon/Product', '/Coupon/ProductDetail', '/Coupon/Org',
  '/Coupon/OrgDetail', '/Coupon/Notice', '/Coupon/NoticeDetail', '/Coupon/Policy',
  '/Coupon/PerationGuide', '/CouponTake', '/CouponTakeForm', '/CouponTakeResult',
  '/CouponExchangeForm',
];

/** Spec §4's public list, as written there ("X/Detail" meaning X and its detail). */
const SPEC_PUBLIC = `Competitive, Activity, ActivityCats, Views, ViewsDetail, News, NewsDetail,
Recommendation, ServiceCats, ServiceProducts, MyPolicyDetail, ServiceRules, Service, Outcome,
OutcomeDetail, Deal, DealDetail, Project, Requirement, RequirementDetail, Reward, RewardDetail,
Successfulcases, SuccessDetail, Technicalevaluation, TechnicalList, ResultsData, Introduction,
DataCockpit, DataDetail, DataFillIn, Technological, TheForm, ResultHome, ResultList, ResultDetail,
NeedList, NeedDetail, ServerHome, ServerList, ServerDetail, FinanceList, SourceHome,
DataBaseList/Detail, SampleBaseList/Detail, TestBaseList/Detail, TestDeviceList/Detail, PolicyHome,
PolicyDetail, UserInfo, AdDetail, Search, ExpertList/Detail, MedicalList/Detail, CompanyList,
Formdownload, Policydocument, TechHangDetail, DevelopProjectList/Detail, TechSourceList/Detail,
DevelopAreaList/Detail, ActivityDetail, ServiceRulesDetail, ServiceDetail, VipUnit, VipUnitDetail,
Financedetail, RichText, HatchingVectorDetail, NewCollegesDetail, ScientificDetail,
CorrespondentDetail, ManagerDetail, TechService, FinancialSettlement, InformationSubmission,
HelpCenter, CockpitContent, NewFinancedetail, Coupon`
  .split(',')
  .map((name) => name.trim())
  .flatMap((name) =>
    name.endsWith('List/Detail')
      ? [name.replace('/Detail', ''), name.replace('List/Detail', 'Detail')]
      : [name],
  );

/** Screens added by issues for items the spec names without a route (政府信息公开, 互动交流, 意见反馈). */
const ADDED_PATHS = [
  '/Disclosure',
  '/DisclosureDetail',
  '/Interaction',
  '/InteractionDetail',
  '/Feedback',
  // 账号安全 (issue #13): password, phone, login history, export and deletion of the account.
  '/UserInfo/Security',
  // 我的洽谈 (issue #26): contact requests sent and received.
  '/UserInfo/MyContact',
  // 我的金融申请 (issue #26): finance applications under a name a borrower recognises.
  '/UserInfo/MyFinance',
];

const allPaths = [...ROUTES.values()].map((route) => route.path);

describe('route table', () => {
  it('has every route of spec §2 and no other but the added ones', () => {
    expect(new Set(allPaths)).toEqual(new Set([...SPEC_PATHS, ...ADDED_PATHS]));
    expect(allPaths).toHaveLength(SPEC_PATHS.length + ADDED_PATHS.length);
  });

  it('has unique paths', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('keeps the public list exactly as spec §4 writes it', () => {
    expect([...PUBLIC_ROUTE_NAMES]).toEqual(SPEC_PUBLIC);
  });

  it('marks meta.public from the public list by name', () => {
    expect(getRoute('Outcome').meta.public).toBe(true);
    expect(getRoute('Coupon').meta.public).toBe(true);
    expect(getRoute('Undertake').meta.public).toBe(false);
    expect(getRoute('CouponTake').meta.public).toBe(false);
    expect(getRoute('Authentication').meta.public).toBe(false);
    expect(getRoute('DisclosureDetail').meta.public).toBe(true);
    for (const route of ROUTES.values()) {
      expect(route.meta.public).toBe(
        SPEC_PUBLIC.includes(route.name) || ADDED_PUBLIC_ROUTE_NAMES.includes(route.name),
      );
    }
  });

  it('redirects /Project and /UserInfo as the spec says', () => {
    expect(getRoute(getRoute('Project').spec.redirect as 'Outcome').path).toBe('/Project/Outcome');
    expect(getRoute(getRoute('UserInfo').spec.redirect as 'Authentication').path).toBe(
      '/UserInfo/Authentication',
    );
  });

  it('gives the four /Project children activeNav 0–3, inherited by their details', () => {
    expect(
      ['Outcome', 'Requirement', 'Reward', 'Deal'].map((n) => getRoute(n as 'Deal').meta.activeNav),
    ).toEqual([0, 1, 2, 3]);
    expect(getRoute('RequirementDetail').meta.activeNav).toBe(1);
    expect(getRoute('DealDetail').meta.activeNav).toBe(3);
  });

  it('titles home 首页 and hides its breadcrumb; login has no breadcrumb or footer', () => {
    expect(getRoute('Index').meta).toMatchObject({
      title: '首页',
      breadcrumb: false,
      footer: true,
    });
    expect(getRoute('login').meta).toMatchObject({ breadcrumb: false, footer: false });
    expect(getRoute('Outcome').meta).toMatchObject({
      breadcrumb: true,
      routerBar: true,
      nav: 'Project',
    });
  });

  it('titles /ServerList 研发服务 when type is 1, else 转化服务', () => {
    const route = getRoute('ServerList');
    expect(titleOf(route, new URLSearchParams('type=1&catId=3'))).toBe('研发服务');
    expect(titleOf(route, new URLSearchParams('type=2'))).toBe('转化服务');
    expect(titleOf(route, new URLSearchParams(''))).toBe('转化服务');
  });

  it('records the fixed authType of the service hall lists', () => {
    expect(getRoute('VipUnit').meta.props).toEqual({ authType: 7 });
    expect(getRoute('CorrespondentList').meta.props).toEqual({ authType: 9 });
    expect(getRoute('Colleges').meta.props).toEqual({ authType: 3 });
    expect(getRoute('Scientific').meta.props).toEqual({ authType: 4 });
    expect(getRoute('Manager').meta.props).toEqual({ authType: 5 });
  });

  it('documents the query parameters the spec names', () => {
    expect(Object.keys(getRoute('login').meta.query)).toEqual(['mode', 'redirect']);
    expect(Object.keys(getRoute('Auth').meta.query)).toEqual([
      'authType',
      'telephone',
      'verifyStatus',
      // Not in the spec: where login was going, offered as the way on (issue #26).
      'redirect',
    ]);
    expect(Object.keys(getRoute('Search').meta.query)).toEqual([
      'searchStr',
      'type',
      'catType',
      'searchContent',
      'pageNum',
    ]);
    expect(Object.keys(getRoute('ActivityDetail').meta.query)).toEqual(['catId', 'id']);
    expect(Object.keys(getRoute('FinanceList').meta.query)).toEqual(['tabId']);
    expect(Object.keys(getRoute('CouponPerationGuide').meta.query)).toEqual(['keyWord']);
    expect(Object.keys(getRoute('InformationSubmission').meta.query)).toEqual(['type']);
  });

  it('builds breadcrumbs from the logical parents', () => {
    expect(routeChain('RequirementDetail').map((r) => r.meta.title)).toEqual([
      '技术交易',
      '技术需求',
      '需求详情',
    ]);
    expect(routeChain('CollegesDetail').map((r) => r.name)).toEqual([
      'Service',
      'Colleges',
      'CollegesDetail',
    ]);
  });
});

describe('getHref', () => {
  it('builds paths with the query', () => {
    expect(getHref('OutcomeDetail', { query: { id: 3 } })).toBe(
      '/Project/Outcome/OutcomeDetail?id=3',
    );
    expect(getHref('Search', { query: { searchStr: '锂电池', type: 1 } })).toBe(
      '/Search?searchStr=%E9%94%82%E7%94%B5%E6%B1%A0&type=1',
    );
    expect(getHref('Index')).toBe('/');
    expect(getHref('MyNeedDetail', { query: { id: 1, empty: '' } })).toBe(
      '/UserInfo/MyNeed/detail?id=1',
    );
  });

  it('builds login links with mode and redirect', () => {
    expect(loginHref()).toBe('/login');
    expect(loginHref(2)).toBe('/login?mode=2');
    expect(loginHref(1, '/UserInfo/MyCollect?page=2')).toBe(
      `/login?redirect=${encodeURIComponent('/UserInfo/MyCollect?page=2')}`,
    );
  });
});
