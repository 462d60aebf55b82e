import type { SiteSettings } from '@portal/shared';

/** Help article whose id the footer's trade-rules link opens (looked up after seeding help). */
export const TRADE_RULES_ARTICLE = '竞价交易规则';

/** Footer, header and control-bar settings; operators change the rows, not the code. */
export const SITE_SETTINGS: Omit<SiteSettings, 'tradeRulesUrl'> = {
  siteName: '科技成果转化服务平台',
  // The merchant (provider) site is a separate application served under /merchant/ (spec §1).
  merchantJoinUrl: '/merchant/',
  memberOnboardingUrl: '/merchant/#/register',
  // The separate admin site (spec §1), served beside the portal.
  adminUrl: '/admin/',
  // /HelpCenter and /TheForm are not built yet: the platform page with the contacts meanwhile.
  customerServiceUrl: '/Introduction',
  opinionFormUrl: '/Introduction',
  icpFiling: '某ICP备2026000001号',
  icpFilingUrl: 'https://beian.miit.gov.cn/',
  policeFiling: '某公网安备00000000000001号',
  policeFilingUrl: 'https://beian.mps.gov.cn/',
  hostUnit: '某省科学技术厅',
  address: '某省某市高新区科技大道88号科技成果转化服务大厦',
  contactPhone: '400-000-1234',
  contactEmail: 'service@kjcg.example.com',
  workTime: '工作日 9:00-12:00，13:30-17:30',
};

/** Generated locally (apps/web/public/images), served by the SPA static handler. */
export const LOGIN_IMAGE_URL = '/images/login-bg.svg';

export const PUBLIC_ACCOUNTS: readonly { type: 1 | 2; name: string; qrImage: string }[] = [
  { type: 1, name: '科技成果转化服务平台公众号', qrImage: '/images/qr-official-account.svg' },
  { type: 2, name: '科技成果转化服务平台小程序', qrImage: '/images/qr-mini-program.svg' },
];

export const HOT_WORDS: readonly string[] = [
  '人工智能',
  '芯片',
  '锂电池',
  '新材料',
  '生物医药',
  '碳中和',
  '智能制造',
  '氢能',
  '工业互联网',
  '储能',
];

/** A believable running total for a provincial portal a few years old. */
export const ACCESS_COUNT_START = 1_286_347;

export interface NavSeed {
  name: string;
  /** Route name of the web route table (clickType 1). */
  routerName?: string;
  tableRoute?: string;
  /** Opened in a new window (clickType 2). */
  linkUrl?: string;
  children?: readonly NavSeed[];
}

const route = (name: string, routerName: string, tableRoute: string): NavSeed => ({
  name,
  routerName,
  tableRoute,
});

/**
 * A section whose own screen is not built yet: the nearest built page instead (a home section
 * or /Introduction), until its screen lands and the row gets its route back.
 */
const interim = (name: string, tableRoute: string): NavSeed => ({ name, tableRoute });

/** The main menu: the sections, then the header items of spec §1. */
export const NAV_ITEMS: readonly NavSeed[] = [
  route('网站首页', 'Index', '/'),
  {
    ...route('科技成果', 'Outcome', '/Project/Outcome'),
    children: [
      route('科技成果', 'Outcome', '/Project/Outcome'),
      route('技术需求', 'Requirement', '/Project/Requirement'),
      route('技术悬赏', 'Reward', '/Project/Reward'),
      route('成交公告', 'Deal', '/Project/Deal'),
    ],
  },
  route('竞价大厅', 'Competitive', '/Competitive'),
  interim('服务大厅', '/#techService'),
  interim('科技金融', '/#financialService'),
  {
    ...interim('政策资讯', '/#policyInformation'),
    children: [
      route('政策概览', 'Recommendation', '/Recommendation'),
      interim('新闻资讯', '/#policyInformation'),
      interim('观点洞察', '/#policyInformation'),
    ],
  },
  interim('活动中心', '/#activityCenter'),
  interim('科研资源', '/#techService'),
  interim('数据驾驶舱', '/Introduction'),
  interim('新闻中心', '/#policyInformation'),
  interim('政府信息公开', '/#policyInformation'),
  interim('互动交流', '/Introduction'),
  interim('下载专区', '/#policyInformation'),
];
