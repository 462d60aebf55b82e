/**
 * Title patterns of news, policies and activities. Slots in braces are filled by the
 * generators: {city} a city of the province, {school} a university, {company} a company,
 * {field} a technical field, {core} a technology, {year} this or last year, {n} a number,
 * {pct} a percentage, {media} a newspaper, {expo} a trade fair, {award} a science award.
 */

/** [newsType, pattern]: 1 工作动态, 2 通知公告, 3 媒体聚焦, 4 科技前沿. */
export const NEWS_PATTERNS: readonly (readonly [number, string])[] = [
  [1, '{city}召开{year}年科技成果转化工作推进会'],
  [1, '全省技术合同成交额同比增长{pct}%，科技成果转化提速增效'],
  [1, '{school}与{company}签署产学研合作协议'],
  [1, '我省{n}项科技成果获{award}'],
  [1, '{city}{n}家企业入选国家级专精特新“小巨人”企业名单'],
  [1, '“科技成果进园区”{city}专场活动成功举办'],
  [1, '省科技厅赴{city}调研科技成果转化和技术转移工作'],
  [1, '{company}“{core}”项目建成投产'],
  [1, '全省技术经理人队伍持续壮大，专业化服务能力持续提升'],
  [2, '关于开展{year}年度技术合同认定登记培训的通知'],
  [2, '关于征集{year}年度重大技术需求的通知'],
  [2, '关于公布{year}年省级技术转移示范机构名单的通知'],
  [2, '关于组织参加{expo}的通知'],
  [2, '关于{year}年科技型中小企业评价入库工作的通知'],
  [2, '关于发布{year}年第{n}批“揭榜挂帅”技术榜单的公告'],
  [3, '{media}：{city}打造科技成果转化“加速器”'],
  [3, '{media}关注我省“揭榜挂帅”机制改革成效'],
  [3, '{media}：让更多科技成果从“书架”走上“货架”'],
  [3, '{media}：{school}探索职务科技成果赋权改革新路径'],
  [4, '{field}领域新突破：{school}团队研发{core}'],
  [4, '{school}科研团队在{core}方面取得重要进展'],
  [4, '{core}通过科技成果评价，整体达到国际先进水平'],
  [4, '我省科研人员在{field}领域发表系列高水平成果'],
];

export const MEDIA: readonly string[] = ['科技日报', '大众日报', '新华网', '人民网', '中国科技网'];

export const EXPOS: readonly string[] = [
  '中国国际高新技术成果交易会',
  '中国（青岛）国际技术转移大会',
  '中国国际工业博览会',
  '全国科技成果直通车活动',
];

export const AWARDS: readonly string[] = [
  '国家科学技术进步奖',
  '国家技术发明奖',
  '省科学技术最高奖',
];

export const NEWS_SOURCES: readonly string[] = [
  '省科学技术厅',
  '省技术市场服务中心',
  '科技日报',
  '大众日报',
  '省科技成果转化服务中心',
];

/**
 * Issuing bodies of policies: [name, level (1 national, 2 provincial, 3 municipal), region code
 * ('' nationwide)]. The provincial science department appears twice: it issues the most.
 */
export const POLICY_DEPTS: readonly (readonly [string, number, string])[] = [
  ['科学技术部', 1, ''],
  ['工业和信息化部', 1, ''],
  ['国家知识产权局', 1, ''],
  ['省科学技术厅', 2, '37'],
  ['省科学技术厅', 2, '37'],
  ['省财政厅', 2, '37'],
  ['省工业和信息化厅', 2, '37'],
  ['省发展和改革委员会', 2, '37'],
  ['省知识产权局', 2, '37'],
  ['济南市科学技术局', 3, '3701'],
  ['青岛市科学技术局', 3, '3702'],
  ['烟台市科学技术局', 3, '3706'],
  ['潍坊市科学技术局', 3, '3707'],
];

/** Programmes by issuing level: 1 national, 2 provincial, 3 municipal. */
export const NATIONAL_PROGRAMS: readonly string[] = [
  '国家重点研发计划项目',
  '国家科技成果转化引导基金项目',
  '国家知识产权示范企业',
  '国家技术创新示范企业认定',
  '国家中小企业公共服务示范平台认定',
  '国家技术转移示范机构评价',
];

export const CITY_PROGRAMS: readonly string[] = [
  '科技型中小企业创新券',
  '高新技术企业培育库入库',
  '市级工程技术研究中心认定',
  '科技成果转化奖补',
  '市级众创空间备案',
];

export const POLICY_PROGRAMS: readonly string[] = [
  '省重点研发计划（重大科技创新工程）项目',
  '省自然科学基金项目',
  '科技型中小企业创新能力提升工程项目',
  '高新技术企业认定',
  '省技术创新中心建设',
  '科技成果转化贷款风险补偿',
  '科技创新券',
  '省级新型研发机构备案',
  '技术转移示范机构绩效评价',
  '企业研发投入奖励',
  '省级科技企业孵化器认定',
  '高端外国专家引进计划',
  '技术经理人培训补贴',
  '首台（套）技术装备认定',
  '专精特新中小企业认定',
];

export const POLICY_PATTERNS: readonly string[] = [
  '关于组织申报{year}年度{program}的通知',
  '关于开展{year}年{program}工作的通知',
  '{year}年度{program}申报指南',
];

/** [category name, patterns]: the activity centre's categories in order. */
export const ACTION_CATEGORIES: readonly (readonly [string, readonly string[]])[] = [
  [
    '技术对接会',
    [
      '{field}领域技术需求对接会',
      '{city}{field}产业技术对接会',
      '“高校院所进{city}”产学研对接活动',
    ],
  ],
  [
    '成果路演',
    ['{field}科技成果路演专场', '{school}科技成果发布及路演', '第{n}期“成果转化直通车”路演'],
  ],
  [
    '培训讲座',
    ['技术经理人能力提升培训班（第{n}期）', '技术合同认定登记业务培训', '知识产权运营实务讲座'],
  ],
  [
    '创新创业大赛',
    [
      '{year}年“{city}杯”科技创新创业大赛',
      '第{n}届创新创业大赛{field}行业赛',
      '大学生科技成果转化创意大赛',
    ],
  ],
  ['展会论坛', ['{year}{city}国际技术转移大会', '{field}产业创新发展论坛', '科技金融融合发展峰会']],
  [
    '政策宣讲',
    [
      '{year}年科技创新政策宣讲会（{city}站）',
      '研发费用加计扣除政策解读会',
      '高新技术企业认定政策宣讲',
    ],
  ],
];

export const VENUES: readonly string[] = [
  '国际会展中心',
  '高新区创新服务中心',
  '科技大厦报告厅',
  '人才发展集团路演大厅',
  '大学科技园会议中心',
  '国际会议中心',
];
