import type { SiteSettings } from '@portal/shared';
import { ol, sections } from './html.ts';

/** The rich-text article (/RichText?id=) the footer's 交易规则 link opens. */
export const TRADE_RULES_ARTICLE = {
  title: '科技成果转化服务平台交易规则',
  updatedAt: '2026-11-01',
  content: sections(
    [
      '第一章 总则',
      '为规范科技成果转化服务平台（以下简称“平台”）上的技术交易行为，保护交易各方合法权益，依据《中华人民共和国促进科技成果转化法》《中华人民共和国民法典》等法律法规，制定本规则。',
      '本规则适用于在平台发布科技成果、技术需求、技术悬赏，以及参与挂牌交易、竞价交易、协议转让等活动的会员和服务机构。',
    ],
    [
      '第二章 会员与信息发布',
      ol(
        '会员应完成实名认证后方可发布成果、需求或参与交易，认证信息应真实、准确、完整；',
        '发布的科技成果应权属清晰，无权属争议，涉及职务科技成果的应取得所在单位同意；',
        '发布信息不得含有虚假、夸大或侵犯他人知识产权的内容，平台有权对不符合要求的信息不予发布或下架处理；',
        '会员对其发布信息的真实性、合法性负责，信息发生变化的应及时更新。',
      ),
    ],
    [
      '第三章 交易方式',
      '平台支持技术转让、技术许可、技术入股、合作开发和技术服务等交易方式，交易双方可通过协议定价、挂牌交易或竞价交易确定价格。',
      ol(
        '协议定价：双方协商一致后签订技术合同，并在平台公示成交信息；',
        '挂牌交易：成果按挂牌价格公示不少于15个工作日，期满只有一个意向受让方的按挂牌价成交；',
        '竞价交易：按竞价公告规定的时间、起始价和加价幅度公开竞价，出价最高且不低于保留价者成交。',
      ),
    ],
    [
      '第四章 合同与结算',
      ol(
        '成交后双方应在规定期限内签订书面技术合同，明确标的、价款、支付方式、交付验收及违约责任；',
        '交易价款可通过平台合作的结算机构办理，平台不截留、不挪用交易资金；',
        '技术合同签订后可在平台申请技术合同认定登记，依法享受相关税收优惠政策。',
      ),
    ],
    [
      '第五章 禁止行为与争议处理',
      '禁止串通报价、恶意抬价、虚假交易、泄露他方商业秘密等扰乱交易秩序的行为。违反本规则的，平台可视情节采取警告、限制交易、取消会员资格等措施，并记入平台失信记录。',
      '交易双方发生争议的，可申请平台组织调解；调解不成的，可依法申请仲裁或向人民法院提起诉讼。',
    ],
    ['第六章 附则', '本规则由平台运营单位负责解释，自发布之日起施行。'],
  ),
};

/** Footer, header and control-bar settings; operators change the rows, not the code. */
export const SITE_SETTINGS: Omit<SiteSettings, 'tradeRulesUrl'> = {
  siteName: '科技成果转化服务平台',
  // The merchant (provider) site is a separate application served under /merchant/ (spec §1).
  merchantJoinUrl: '/merchant/',
  memberOnboardingUrl: '/merchant/#/register',
  // The separate admin site (spec §1), served beside the portal.
  adminUrl: '/admin/',
  // Customer service and the opinion form (/TheForm is not built yet): the platform page with
  // the contacts meanwhile.
  customerServiceUrl: '/Introduction',
  opinionFormUrl: '/Feedback',
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
  route('服务大厅', 'Service', '/Service'),
  route('科技金融', 'FinanceList', '/FinanceList'),
  {
    ...interim('政策资讯', '/#policyInformation'),
    children: [
      route('政策概览', 'Recommendation', '/Recommendation'),
      route('新闻资讯', 'News', '/News'),
      route('观点洞察', 'Views', '/Views'),
    ],
  },
  route('活动中心', 'Activity', '/Activity'),
  route('科研资源', 'SourceHome', '/SourceHome'),
  route('数据驾驶舱', 'DataCockpit', '/DataCockpit'),
  route('新闻中心', 'News', '/News'),
  route('政府信息公开', 'Disclosure', '/Disclosure'),
  route('互动交流', 'Interaction', '/Interaction'),
  route('下载专区', 'Formdownload', '/Formdownload'),
];
