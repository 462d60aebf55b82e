/**
 * The screens, by route name (DESIGN §12). Only the router config imports this file: pages and
 * features link through `paths.ts` and the metadata in `routes/`, so the dynamic imports here
 * never close an import circle. A route without an entry shows the standard placeholder.
 */
import type { LayoutKind, PageLoader } from './route-types.ts';
import type { RouteName } from './routes.ts';

const homePage: PageLoader = () => import('../pages/home/home-page.tsx');
const providerList: PageLoader = () => import('../pages/provider/provider-list-page.tsx');
const providerDetail: PageLoader = () => import('../pages/provider/provider-detail-page.tsx');

export const PAGE_LOADERS: Partial<Record<RouteName, PageLoader>> = {
  // home
  Index: homePage,
  Home: homePage,
  Introduction: () => import('../pages/home/introduction-page.tsx'),
  Search: () => import('../pages/search/search-page.tsx'),
  // account
  login: () => import('../pages/account/login-page.tsx'),
  Auth: () => import('../pages/account/auth-page.tsx'),
  ResetPassword: () => import('../pages/account/reset-password-page.tsx'),
  Authentication: () => import('../pages/user-center/authentication-page.tsx'),
  // market
  PublishRequirement: () => import('../pages/need/publish-requirement-page.tsx'),
  Transfer: () => import('../pages/transfer/transfer-page.tsx'),
  ContractRegistration: () => import('../pages/contract/contract-registration-page.tsx'),
  Outcome: () => import('../pages/market/outcome-list-page.tsx'),
  OutcomeDetail: () => import('../pages/market/outcome-detail-page.tsx'),
  OutcomeDetails: () => import('../pages/market/outcome-datasheet-page.tsx'),
  NewOutcomeDetail: () => import('../pages/market/new-outcome-detail-page.tsx'),
  Requirement: () => import('../pages/market/requirement-list-page.tsx'),
  RequirementDetail: () => import('../pages/market/requirement-detail-page.tsx'),
  Undertake: () => import('../pages/market/undertake-page.tsx'),
  Reward: () => import('../pages/market/reward-list-page.tsx'),
  RewardDetail: () => import('../pages/market/reward-detail-page.tsx'),
  ParticipateBounty: () => import('../pages/market/participate-bounty-page.tsx'),
  Deal: () => import('../pages/market/deal-list-page.tsx'),
  DealDetail: () => import('../pages/market/deal-detail-page.tsx'),
  ResultList: () => import('../pages/market/result-list-page.tsx'),
  ResultDetail: () => import('../pages/market/result-detail-page.tsx'),
  NeedList: () => import('../pages/market/need-list-page.tsx'),
  NeedDetail: () => import('../pages/market/need-detail-page.tsx'),
  Competitive: () => import('../pages/bidding/competitive-list-page.tsx'),
  CompetitiveDetail: () => import('../pages/bidding/competitive-detail-page.tsx'),
  CompetitiveMove: () => import('../pages/bidding/competitive-move-page.tsx'),
  // data cockpit and statistics
  DataCockpit: () => import('../pages/cockpit/data-cockpit-page.tsx'),
  DataDetail: () => import('../pages/cockpit/data-detail-page.tsx'),
  CockpitContent: () => import('../pages/cockpit/cockpit-content-page.tsx'),
  ResultsData: () => import('../pages/cockpit/results-data-page.tsx'),
  Technological: () => import('../pages/cockpit/technological-page.tsx'),
  // technology evaluation
  Technicalevaluation: () => import('../pages/evaluation/technical-evaluation-page.tsx'),
  TechnicalList: () => import('../pages/evaluation/technical-list-page.tsx'),
  TechnicalDetail: () => import('../pages/evaluation/technical-detail-page.tsx'),
  // articles
  News: () => import('../pages/articles/news-list-page.tsx'),
  NewsDetail: () => import('../pages/articles/news-detail-page.tsx'),
  Views: () => import('../pages/articles/views-list-page.tsx'),
  ViewsDetail: () => import('../pages/articles/views-detail-page.tsx'),
  Successfulcases: () => import('../pages/articles/case-list-page.tsx'),
  SuccessDetail: () => import('../pages/articles/case-detail-page.tsx'),
  Disclosure: () => import('../pages/articles/disclosure-list-page.tsx'),
  DisclosureDetail: () => import('../pages/articles/disclosure-detail-page.tsx'),
  // activity
  Activity: () => import('../pages/activity/activity-list-page.tsx'),
  ActivityCats: () => import('../pages/activity/activity-cats-page.tsx'),
  ActivityDetail: () => import('../pages/activity/activity-detail-page.tsx'),
  HelpCenter: () => import('../pages/content/help-center-page.tsx'),
  RichText: () => import('../pages/content/rich-text-page.tsx'),
  AdDetail: () => import('../pages/content/ad-detail-page.tsx'),
  // interaction (issue #11)
  Interaction: () => import('../pages/interaction/interaction-page.tsx'),
  InteractionDetail: () => import('../pages/interaction/interaction-detail-page.tsx'),
  Feedback: () => import('../pages/interaction/feedback-page.tsx'),
  Formdownload: () => import('../pages/interaction/form-download-page.tsx'),
  // policy
  Recommendation: () => import('../pages/policy/recommendation-page.tsx'),
  PolicyDetail: () => import('../pages/policy/policy-detail-page.tsx'),
  Policydocument: () => import('../pages/policy/policy-document-page.tsx'),
  Policyadd: () => import('../pages/policy/policy-add-page.tsx'),
  MyPolicyDetail: () => import('../pages/policy/my-policy-detail-page.tsx'),
  MyPolicy: () => import('../pages/user-center/my-policy-page.tsx'),
  MyContact: () => import('../pages/user-center/my-contact-page.tsx'),
  // member centre lists (issue #13)
  MyCollect: () => import('../pages/user-center/my-collect-page.tsx'),
  MySignUp: () => import('../pages/user-center/my-sign-up-page.tsx'),
  MyNeed: () => import('../pages/user-center/my-need-page.tsx'),
  MyNeedDetail: () => import('../pages/user-center/my-need-detail-page.tsx'),
  MyUndertake: () => import('../pages/user-center/my-undertake-page.tsx'),
  MyUndertakeDetail: () => import('../pages/user-center/my-undertake-detail-page.tsx'),
  MyBounty: () => import('../pages/user-center/my-bounty-page.tsx'),
  MyCompetitive: () => import('../pages/user-center/my-competitive-page.tsx'),
  MyCompetitiveInfo: () => import('../pages/user-center/my-competitive-info-page.tsx'),
  Contract: () => import('../pages/user-center/contract-page.tsx'),
  Mytrading: () => import('../pages/user-center/my-trading-page.tsx'),
  MyResult: () => import('../pages/user-center/my-result-page.tsx'),
  MyResultInfo: () => import('../pages/user-center/my-result-info-page.tsx'),
  MyExchange: () => import('../pages/user-center/my-exchange-page.tsx'),
  MyTake: () => import('../pages/user-center/my-take-page.tsx'),
  MyCouponOrder: () => import('../pages/user-center/my-coupon-order-page.tsx'),
  SecuritiesInfor: () => import('../pages/user-center/securities-infor-page.tsx'),
  MyFinance: () => import('../pages/user-center/my-finance-page.tsx'),
  // member messages and account screens (issue #13)
  MyNews: () => import('../pages/user-center/my-news-page.tsx'),
  VipCenter: () => import('../pages/user-center/vip-center-page.tsx'),
  ScoreRecord: () => import('../pages/user-center/score-record-page.tsx'),
  buyLevelRecord: () => import('../pages/user-center/buy-level-record-page.tsx'),
  Security: () => import('../pages/user-center/security-page.tsx'),
  // service products, categories and rules (issue 10)
  ServiceProducts: () => import('../pages/service/service-products-page.tsx'),
  ServiceCats: () => import('../pages/service/service-cats-page.tsx'),
  ServiceDetail: () => import('../pages/service/service-detail-page.tsx'),
  AgencyNeeds: () => import('../pages/service/agency-needs-page.tsx'),
  ServiceRules: () => import('../pages/service/service-rules-page.tsx'),
  ServiceRulesDetail: () => import('../pages/service/service-rules-detail-page.tsx'),
  ServerList: () => import('../pages/service/server-list-page.tsx'),
  ServerDetail: () => import('../pages/service/server-detail-page.tsx'),
  TechService: () => import('../pages/service/tech-service-page.tsx'),
  // data collection and questionnaires (issue 15)
  DataFillIn: () => import('../pages/collection/data-fill-in-page.tsx'),
  InformationSubmission: () => import('../pages/collection/information-submission-page.tsx'),
  TheForm: () => import('../pages/collection/the-form-page.tsx'),
  // finance (issue 12)
  FinanceList: () => import('../pages/finance/finance-list-page.tsx'),
  Financedetail: () => import('../pages/finance/finance-detail-page.tsx'),
  NewFinancedetail: () => import('../pages/finance/new-finance-detail-page.tsx'),
  RequestApplication: () => import('../pages/finance/request-application-page.tsx'),
  FinanceForm: () => import('../pages/finance/finance-form-page.tsx'),
  DemandUndertaking: () => import('../pages/finance/demand-undertaking-page.tsx'),
  Securdetails: () => import('../pages/finance/secur-details-page.tsx'),
  FinancialSettlement: () => import('../pages/settlement/financial-settlement-page.tsx'),
  Mytradingdetail: () => import('../pages/settlement/my-trading-detail-page.tsx'),
  Transfereedetail: () => import('../pages/settlement/transferee-detail-page.tsx'),
  // service hall providers and talents (issue 10)
  Service: () => import('../pages/provider/service-hall-page.tsx'),
  VipUnit: providerList,
  CorrespondentList: providerList,
  Colleges: providerList,
  Scientific: providerList,
  Manager: providerList,
  HatchingVector: providerList,
  Agency: providerList,
  CompanyList: providerList,
  MedicalList: providerList,
  VipUnitDetail: providerDetail,
  CorrespondentDetail: providerDetail,
  CollegesDetail: providerDetail,
  ScientificDetail: providerDetail,
  ManagerDetail: providerDetail,
  HatchingVectorDetail: providerDetail,
  AgencyDetail: providerDetail,
  MedicalDetail: providerDetail,
  NewCollegesDetail: () => import('../pages/provider/new-colleges-detail-page.tsx'),
  ExpertList: () => import('../pages/provider/expert-list-page.tsx'),
  ExpertDetail: () => import('../pages/provider/expert-detail-page.tsx'),
  // research resources (issue 10)
  SourceHome: () => import('../pages/resource/source-home-page.tsx'),
  DataBaseList: () => import('../pages/resource/database-list-page.tsx'),
  DataBaseDetail: () => import('../pages/resource/database-detail-page.tsx'),
  SampleBaseList: () => import('../pages/resource/sample-base-list-page.tsx'),
  SampleBaseDetail: () => import('../pages/resource/sample-base-detail-page.tsx'),
  TestBaseList: () => import('../pages/resource/test-base-list-page.tsx'),
  TestBaseDetail: () => import('../pages/resource/test-base-detail-page.tsx'),
  TestDeviceList: () => import('../pages/resource/test-device-list-page.tsx'),
  TestDeviceDetail: () => import('../pages/resource/test-device-detail-page.tsx'),
  TechSourceList: () => import('../pages/resource/tech-source-list-page.tsx'),
  TechSourceDetail: () => import('../pages/resource/tech-source-detail-page.tsx'),
  TechHangDetail: () => import('../pages/resource/tech-hang-detail-page.tsx'),
  DevelopAreaList: () => import('../pages/resource/develop-area-list-page.tsx'),
  DevelopAreaDetail: () => import('../pages/resource/develop-area-detail-page.tsx'),
  DevelopProjectList: () => import('../pages/resource/develop-project-list-page.tsx'),
  DevelopProjectDetail: () => import('../pages/resource/develop-project-detail-page.tsx'),
  // the innovation-voucher sub-site (issue #24)
  CouponHome: () => import('../pages/coupon/coupon-home-page.tsx'),
  CouponProduct: () => import('../pages/coupon/coupon-product-page.tsx'),
  CouponProductDetail: () => import('../pages/coupon/coupon-product-detail-page.tsx'),
  CouponOrg: () => import('../pages/coupon/coupon-org-page.tsx'),
  CouponOrgDetail: () => import('../pages/coupon/coupon-org-detail-page.tsx'),
  CouponNotice: () => import('../pages/coupon/coupon-notice-page.tsx'),
  CouponNoticeDetail: () => import('../pages/coupon/coupon-notice-detail-page.tsx'),
  CouponPolicy: () => import('../pages/coupon/coupon-policy-page.tsx'),
  CouponPerationGuide: () => import('../pages/coupon/coupon-guide-page.tsx'),
  CouponTake: () => import('../pages/coupon/coupon-take-page.tsx'),
  CouponTakeForm: () => import('../pages/coupon/coupon-take-form-page.tsx'),
  CouponTakeResult: () => import('../pages/coupon/coupon-take-result-page.tsx'),
  CouponExchangeForm: () => import('../pages/coupon/coupon-exchange-form-page.tsx'),
};

/** What wraps the children of a route that has them (default: section tab bar + outlet). */
export const SHELL_LOADERS: Partial<Record<RouteName, PageLoader>> = {
  UserInfo: () => import('../pages/user-center/user-center-layout.tsx'),
};

export const LAYOUT_LOADERS: Record<LayoutKind, PageLoader | null> = {
  main: () => import('./layouts/main-layout.tsx'),
  coupon: () => import('./layouts/coupon-layout.tsx'),
  blank: null,
};

export const PLACEHOLDER_PAGE: PageLoader = () => import('../pages/common/placeholder-page.tsx');
export const NOT_FOUND_PAGE: PageLoader = () => import('../pages/common/not-found-page.tsx');
