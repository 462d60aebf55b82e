import { SITE_SETTINGS } from '../../content/site.ts';
import { IMG } from './blocks.ts';

/**
 * The footer's identity for the province the demo is about (DEMO_PROVINCE 37, 山东): the base
 * content ships a neutral 某省 that a real deployment fills in; the demo fills it in for 山东.
 */
export const DEMO_SITE_IDENTITY = {
  hostUnit: '山东省科学技术厅',
  address: '山东省济南市历下区解放路166号科技成果转化服务大厦',
  icpFiling: '鲁ICP备2026000001号',
  policeFiling: '鲁公网安备37010202000001号',
} as const;

// One identity: the texts name the host the footer names; contacts and filings are not written
// into texts at all — /Introduction shows them from the settings.
const HOST = DEMO_SITE_IDENTITY.hostUnit;

/** The platform's own texts (platform_texts): /Introduction and the home page read them. */
export const PLATFORM_TEXTS: readonly {
  key: string;
  title: string;
  img: string | null;
  content: string;
}[] = [
  {
    key: 'platform_desc',
    title: '平台介绍',
    img: `${IMG}/about/platform.svg`,
    content: [
      `<p>${SITE_SETTINGS.siteName}是在${HOST}指导下建设的全省科技成果转化公共服务平台，面向高校院所、企业、服务机构和广大科技人员，提供成果发布、需求征集、技术悬赏、交易撮合、科技金融和政策服务等一站式服务。</p>`,
      '<p>平台汇聚全省高校院所科技成果、企业技术需求、技术专家和服务机构资源，通过线上精准匹配与线下对接活动相结合，推动科技成果从“书架”走向“货架”，助力产业转型升级和经济高质量发展。</p>',
      '<h3>主要功能</h3>',
      '<ul><li>成果与需求：科技成果展示、技术需求发布、技术悬赏与揭榜挂帅</li><li>技术交易：成果挂牌、竞价交易、技术合同认定登记与成交公告</li><li>服务大厅：技术转移机构、检验检测、知识产权、创业孵化等专业服务</li><li>科技金融：科技信贷、知识产权质押融资、股权投资对接</li><li>政策与活动：政策申报提醒、成果路演、技术对接会与培训</li></ul>',
    ].join(''),
  },
  {
    key: 'about_us',
    title: '关于我们',
    img: null,
    content: [
      `<p>平台由${HOST}主办并负责运营，联合省内高校院所技术转移机构、金融机构和专业服务机构共同提供服务。</p>`,
      '<p>我们秉持“开放、共享、专业、高效”的服务理念，致力于构建覆盖全省、链接全国的技术转移服务网络，为创新主体提供全链条、专业化的科技成果转化服务。</p>',
    ].join(''),
  },
  {
    key: 'tech_innovate',
    title: '科技创新',
    img: null,
    content: [
      '<p>全省深入实施创新驱动发展战略，持续完善“科技成果评价—技术转移—中试熟化—产业化”全链条服务体系。</p>',
      '<p>围绕新一代信息技术、高端装备、新能源新材料、现代海洋、医养健康等重点产业，组织实施“揭榜挂帅”项目，推动高校院所与企业开展联合攻关，加快关键核心技术突破和成果就地转化。</p>',
    ].join(''),
  },
];
