/**
 * The screen module of each route, by route name, as a path under apps/web/src (DESIGN §12).
 * Plain data: `page-loaders.ts` turns it into lazy imports for the router, and the build
 * (vite-route-chunks.ts) into the list of script and style files each route needs, which the
 * server names as <link rel=modulepreload> in the route's first paint (plugins/first-paint.ts,
 * issue 27), so a phone fetches the screen's code with the entry bundle, not after it.
 * A route without an entry shows the standard placeholder.
 */
import type { LayoutKind } from '@portal/shared/routes/types';
import type { RouteName } from './routes.ts';

export const PAGE_FILES: Partial<Record<RouteName, string>> = {
  // home
  Index: 'pages/home/home-page.tsx',
  Home: 'pages/home/home-page.tsx',
  Introduction: 'pages/home/introduction-page.tsx',
  Search: 'pages/search/search-page.tsx',
  // account
  login: 'pages/account/login-page.tsx',
  Auth: 'pages/account/auth-page.tsx',
  ResetPassword: 'pages/account/reset-password-page.tsx',
  Authentication: 'pages/user-center/authentication-page.tsx',
  // market
  PublishRequirement: 'pages/need/publish-requirement-page.tsx',
  Transfer: 'pages/transfer/transfer-page.tsx',
  ContractRegistration: 'pages/contract/contract-registration-page.tsx',
  Outcome: 'pages/market/outcome-list-page.tsx',
  OutcomeDetail: 'pages/market/outcome-detail-page.tsx',
  OutcomeDetails: 'pages/market/outcome-datasheet-page.tsx',
  NewOutcomeDetail: 'pages/market/new-outcome-detail-page.tsx',
  Requirement: 'pages/market/requirement-list-page.tsx',
  RequirementDetail: 'pages/market/requirement-detail-page.tsx',
  Undertake: 'pages/market/undertake-page.tsx',
  Reward: 'pages/market/reward-list-page.tsx',
  RewardDetail: 'pages/market/reward-detail-page.tsx',
  ParticipateBounty: 'pages/market/participate-bounty-page.tsx',
  Deal: 'pages/market/deal-list-page.tsx',
  DealDetail: 'pages/market/deal-detail-page.tsx',
  ResultList: 'pages/market/result-list-page.tsx',
  ResultDetail: 'pages/market/result-detail-page.tsx',
  NeedList: 'pages/market/need-list-page.tsx',
  NeedDetail: 'pages/market/need-detail-page.tsx',
  Competitive: 'pages/bidding/competitive-list-page.tsx',
  CompetitiveDetail: 'pages/bidding/competitive-detail-page.tsx',
  CompetitiveMove: 'pages/bidding/competitive-move-page.tsx',
  // data cockpit and statistics
  DataCockpit: 'pages/cockpit/data-cockpit-page.tsx',
  DataDetail: 'pages/cockpit/data-detail-page.tsx',
  CockpitContent: 'pages/cockpit/cockpit-content-page.tsx',
  ResultsData: 'pages/cockpit/results-data-page.tsx',
  Technological: 'pages/cockpit/technological-page.tsx',
  // technology evaluation
  Technicalevaluation: 'pages/evaluation/technical-evaluation-page.tsx',
  TechnicalList: 'pages/evaluation/technical-list-page.tsx',
  TechnicalDetail: 'pages/evaluation/technical-detail-page.tsx',
  // articles
  News: 'pages/articles/news-list-page.tsx',
  NewsDetail: 'pages/articles/news-detail-page.tsx',
  Views: 'pages/articles/views-list-page.tsx',
  ViewsDetail: 'pages/articles/views-detail-page.tsx',
  Successfulcases: 'pages/articles/case-list-page.tsx',
  SuccessDetail: 'pages/articles/case-detail-page.tsx',
  Disclosure: 'pages/articles/disclosure-list-page.tsx',
  DisclosureDetail: 'pages/articles/disclosure-detail-page.tsx',
  // activity
  Activity: 'pages/activity/activity-list-page.tsx',
  ActivityCats: 'pages/activity/activity-cats-page.tsx',
  ActivityDetail: 'pages/activity/activity-detail-page.tsx',
  HelpCenter: 'pages/content/help-center-page.tsx',
  RichText: 'pages/content/rich-text-page.tsx',
  AdDetail: 'pages/content/ad-detail-page.tsx',
  // interaction (issue #11)
  Interaction: 'pages/interaction/interaction-page.tsx',
  InteractionDetail: 'pages/interaction/interaction-detail-page.tsx',
  Feedback: 'pages/interaction/feedback-page.tsx',
  Formdownload: 'pages/interaction/form-download-page.tsx',
  // policy
  Recommendation: 'pages/policy/recommendation-page.tsx',
  PolicyDetail: 'pages/policy/policy-detail-page.tsx',
  Policydocument: 'pages/policy/policy-document-page.tsx',
  Policyadd: 'pages/policy/policy-add-page.tsx',
  MyPolicyDetail: 'pages/policy/my-policy-detail-page.tsx',
  MyPolicy: 'pages/user-center/my-policy-page.tsx',
  MyContact: 'pages/user-center/my-contact-page.tsx',
  // member centre lists (issue #13)
  MyCollect: 'pages/user-center/my-collect-page.tsx',
  MySignUp: 'pages/user-center/my-sign-up-page.tsx',
  MyNeed: 'pages/user-center/my-need-page.tsx',
  MyNeedDetail: 'pages/user-center/my-need-detail-page.tsx',
  MyUndertake: 'pages/user-center/my-undertake-page.tsx',
  MyUndertakeDetail: 'pages/user-center/my-undertake-detail-page.tsx',
  MyBounty: 'pages/user-center/my-bounty-page.tsx',
  MyCompetitive: 'pages/user-center/my-competitive-page.tsx',
  MyCompetitiveInfo: 'pages/user-center/my-competitive-info-page.tsx',
  Contract: 'pages/user-center/contract-page.tsx',
  Mytrading: 'pages/user-center/my-trading-page.tsx',
  MyResult: 'pages/user-center/my-result-page.tsx',
  MyResultInfo: 'pages/user-center/my-result-info-page.tsx',
  MyExchange: 'pages/user-center/my-exchange-page.tsx',
  MyTake: 'pages/user-center/my-take-page.tsx',
  MyCouponOrder: 'pages/user-center/my-coupon-order-page.tsx',
  SecuritiesInfor: 'pages/user-center/securities-infor-page.tsx',
  MyFinance: 'pages/user-center/my-finance-page.tsx',
  // member messages and account screens (issue #13)
  MyNews: 'pages/user-center/my-news-page.tsx',
  VipCenter: 'pages/user-center/vip-center-page.tsx',
  ScoreRecord: 'pages/user-center/score-record-page.tsx',
  buyLevelRecord: 'pages/user-center/buy-level-record-page.tsx',
  Security: 'pages/user-center/security-page.tsx',
  // service products, categories and rules (issue 10)
  ServiceProducts: 'pages/service/service-products-page.tsx',
  ServiceCats: 'pages/service/service-cats-page.tsx',
  ServiceDetail: 'pages/service/service-detail-page.tsx',
  AgencyNeeds: 'pages/service/agency-needs-page.tsx',
  ServiceRules: 'pages/service/service-rules-page.tsx',
  ServiceRulesDetail: 'pages/service/service-rules-detail-page.tsx',
  ServerList: 'pages/service/server-list-page.tsx',
  ServerDetail: 'pages/service/server-detail-page.tsx',
  TechService: 'pages/service/tech-service-page.tsx',
  // data collection and questionnaires (issue 15)
  DataFillIn: 'pages/collection/data-fill-in-page.tsx',
  InformationSubmission: 'pages/collection/information-submission-page.tsx',
  TheForm: 'pages/collection/the-form-page.tsx',
  // finance (issue 12)
  FinanceList: 'pages/finance/finance-list-page.tsx',
  Financedetail: 'pages/finance/finance-detail-page.tsx',
  NewFinancedetail: 'pages/finance/new-finance-detail-page.tsx',
  RequestApplication: 'pages/finance/request-application-page.tsx',
  FinanceForm: 'pages/finance/finance-form-page.tsx',
  DemandUndertaking: 'pages/finance/demand-undertaking-page.tsx',
  Securdetails: 'pages/finance/secur-details-page.tsx',
  FinancialSettlement: 'pages/settlement/financial-settlement-page.tsx',
  Mytradingdetail: 'pages/settlement/my-trading-detail-page.tsx',
  Transfereedetail: 'pages/settlement/transferee-detail-page.tsx',
  // service hall providers and talents (issue 10)
  Service: 'pages/provider/service-hall-page.tsx',
  VipUnit: 'pages/provider/provider-list-page.tsx',
  CorrespondentList: 'pages/provider/provider-list-page.tsx',
  Colleges: 'pages/provider/provider-list-page.tsx',
  Scientific: 'pages/provider/provider-list-page.tsx',
  Manager: 'pages/provider/provider-list-page.tsx',
  HatchingVector: 'pages/provider/provider-list-page.tsx',
  Agency: 'pages/provider/provider-list-page.tsx',
  CompanyList: 'pages/provider/provider-list-page.tsx',
  MedicalList: 'pages/provider/provider-list-page.tsx',
  VipUnitDetail: 'pages/provider/provider-detail-page.tsx',
  CorrespondentDetail: 'pages/provider/provider-detail-page.tsx',
  CollegesDetail: 'pages/provider/provider-detail-page.tsx',
  ScientificDetail: 'pages/provider/provider-detail-page.tsx',
  ManagerDetail: 'pages/provider/provider-detail-page.tsx',
  HatchingVectorDetail: 'pages/provider/provider-detail-page.tsx',
  AgencyDetail: 'pages/provider/provider-detail-page.tsx',
  MedicalDetail: 'pages/provider/provider-detail-page.tsx',
  NewCollegesDetail: 'pages/provider/new-colleges-detail-page.tsx',
  ExpertList: 'pages/provider/expert-list-page.tsx',
  ExpertDetail: 'pages/provider/expert-detail-page.tsx',
  // research resources (issue 10)
  SourceHome: 'pages/resource/source-home-page.tsx',
  DataBaseList: 'pages/resource/database-list-page.tsx',
  DataBaseDetail: 'pages/resource/database-detail-page.tsx',
  SampleBaseList: 'pages/resource/sample-base-list-page.tsx',
  SampleBaseDetail: 'pages/resource/sample-base-detail-page.tsx',
  TestBaseList: 'pages/resource/test-base-list-page.tsx',
  TestBaseDetail: 'pages/resource/test-base-detail-page.tsx',
  TestDeviceList: 'pages/resource/test-device-list-page.tsx',
  TestDeviceDetail: 'pages/resource/test-device-detail-page.tsx',
  TechSourceList: 'pages/resource/tech-source-list-page.tsx',
  TechSourceDetail: 'pages/resource/tech-source-detail-page.tsx',
  TechHangDetail: 'pages/resource/tech-hang-detail-page.tsx',
  DevelopAreaList: 'pages/resource/develop-area-list-page.tsx',
  DevelopAreaDetail: 'pages/resource/develop-area-detail-page.tsx',
  DevelopProjectList: 'pages/resource/develop-project-list-page.tsx',
  DevelopProjectDetail: 'pages/resource/develop-project-detail-page.tsx',
  // the innovation-voucher sub-site (issue #24)
  CouponHome: 'pages/coupon/coupon-home-page.tsx',
  CouponProduct: 'pages/coupon/coupon-product-page.tsx',
  CouponProductDetail: 'pages/coupon/coupon-product-detail-page.tsx',
  CouponOrg: 'pages/coupon/coupon-org-page.tsx',
  CouponOrgDetail: 'pages/coupon/coupon-org-detail-page.tsx',
  CouponNotice: 'pages/coupon/coupon-notice-page.tsx',
  CouponNoticeDetail: 'pages/coupon/coupon-notice-detail-page.tsx',
  CouponPolicy: 'pages/coupon/coupon-policy-page.tsx',
  CouponPerationGuide: 'pages/coupon/coupon-guide-page.tsx',
  CouponTake: 'pages/coupon/coupon-take-page.tsx',
  CouponTakeForm: 'pages/coupon/coupon-take-form-page.tsx',
  CouponTakeResult: 'pages/coupon/coupon-take-result-page.tsx',
  CouponExchangeForm: 'pages/coupon/coupon-exchange-form-page.tsx',
};

/** What wraps the children of a route that has them (default: section tab bar + outlet). */
export const SHELL_FILES: Partial<Record<RouteName, string>> = {
  UserInfo: 'pages/user-center/user-center-layout.tsx',
};

/** The shell of each layout kind (the blank layout has none). */
export const LAYOUT_FILES: Record<LayoutKind, string | null> = {
  main: 'app/layouts/main-layout.tsx',
  coupon: 'app/layouts/coupon-layout.tsx',
  blank: null,
};

export const PLACEHOLDER_FILE = 'pages/common/placeholder-page.tsx';
export const NOT_FOUND_FILE = 'pages/common/not-found-page.tsx';
