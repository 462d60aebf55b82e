/** Vocabulary of the article sections (issue 11): news authors, disclosures. */

/** Reporters and editors named on news items; '' leaves the author out (about a fifth). */
export const NEWS_AUTHORS: readonly string[] = [
  '记者 王晓燕',
  '记者 刘建国',
  '通讯员 张倩',
  '通讯员 李志强',
  '本站编辑 陈静',
  '记者 赵明',
  '通讯员 孙立',
  '',
];

/** Issuing bodies of the disclosures: name, organisation code (index number prefix), doc prefix. */
export const DISCLOSURE_ISSUERS: readonly (readonly [string, string, string])[] = [
  ['山东省科学技术厅', '11370000004188357D', '鲁科字'],
  ['山东省科技成果转化服务中心', '12370000MB2852361X', '鲁科转字'],
  ['山东省财政厅', '11370000004188955G', '鲁财教'],
  ['济南市科学技术局', '11370100004191253K', '济科字'],
  ['青岛市科学技术局', '11370200004278511R', '青科字'],
  ['烟台市科学技术局', '11370600004357721M', '烟科字'],
];

/** Per 主题分类 (DISCLOSURE_CATEGORIES): title patterns, subject words, has a 文号. */
export const DISCLOSURE_TOPICS: Readonly<
  Record<number, { titles: readonly string[]; words: string; docNo: boolean }>
> = {
  1: {
    titles: ['{issuer}主要职责', '{issuer}内设机构及职能', '{issuer}领导分工'],
    words: '机构 职能',
    docNo: false,
  },
  2: {
    titles: [
      '关于印发《{province}技术转移体系建设实施方案（{year}—{next}年）》的通知',
      '关于进一步促进科技成果转移转化的若干措施',
      '关于印发《{province}科技成果转化贷款风险补偿资金管理办法》的通知',
      '关于开展赋予科研人员职务科技成果所有权或长期使用权试点的通知',
      '关于印发《技术经理人队伍建设实施方案》的通知',
    ],
    words: '科技 成果转化 政策',
    docNo: true,
  },
  3: {
    titles: [
      '{year}年全省科技成果转化工作要点',
      '{year}年科技创新工作计划',
      '{province}“十五五”技术转移体系建设规划',
    ],
    words: '科技 规划 计划',
    docNo: true,
  },
  4: {
    titles: [
      '{year}年度省重点研发计划（重大科技创新工程）拟立项项目公示',
      '{year}年度技术转移示范机构拟认定名单公示',
      '{year}年度科技型中小企业创新能力提升工程项目验收结果',
      '{year}年度概念验证中心拟备案名单公示',
    ],
    words: '科技 项目 公示',
    docNo: false,
  },
  5: {
    titles: [
      '{year}年省级科技创新发展资金分配结果公开',
      '{year}年部门预算公开',
      '{year}年技术合同登记奖补资金拨付情况',
    ],
    words: '财政 资金 公开',
    docNo: true,
  },
  6: {
    titles: ['{year}年公开招聘工作人员拟聘用人员公示', '{year}年度省级技术经理人评价结果公示'],
    words: '人事 公示',
    docNo: false,
  },
  7: {
    titles: [
      '{year}年全省技术合同成交情况统计',
      '{year}年科技成果登记情况统计分析',
      '{year}年上半年技术市场运行情况',
    ],
    words: '统计 技术市场',
    docNo: false,
  },
  8: {
    titles: [
      '关于组织申报{year}年度技术转移示范机构的通知',
      '关于举办{year}年科技成果直通车系列对接活动的通知',
      '关于开展{year}年度技术合同认定登记检查的通知',
      '关于征集{year}年度重大科技成果转化项目的通知',
    ],
    words: '通知 申报',
    docNo: true,
  },
};

/**
 * Body paragraphs of news per type (1 工作动态, 2 通知公告, 3 媒体聚焦, 4 科技前沿), placed before
 * the closing paragraphs every news item shares. Slots: {title} (without a media prefix),
 * {field}, {source}, {n}, {m}, {pct}.
 */
export const NEWS_BODIES: Readonly<Record<number, readonly (readonly string[])[]>> = {
  1: [
    [
      '据{source}消息，{title}。我省把科技成果转化作为创新驱动发展的关键一环，健全“政产学研金服用”协同机制，{field}等领域一批高价值成果实现就地转化。',
      '今年以来，全省登记技术合同{n}千余项，同比增长{pct}%；技术经理人深入企业开展需求挖掘，累计促成对接项目{m}项。',
    ],
    [
      '{title}。活动现场，高校院所、企业和金融机构代表围绕{field}领域的共性技术需求开展对接交流，现场达成合作意向{m}项。',
      '与会人员表示，将用好科技成果转化服务平台，推动更多成果在省内落地、在园区转化、在企业见效。',
    ],
  ],
  2: [
    [
      '各市科技局，各有关单位：',
      '{title}相关工作现已启动。请各单位对照通知要求认真组织、如实填报，并在规定时间内通过科技成果转化服务平台在线提交材料。',
      '平台将对提交材料进行形式审查，审查结果在本栏目公布。咨询电话见平台“帮助中心”。',
    ],
  ],
  3: [
    [
      '近日，{source}刊发报道，聚焦我省推进科技成果转化的做法和成效。',
      '报道指出，我省通过建设概念验证中心和中试基地、推行职务科技成果赋权改革、培育专业化技术经理人队伍等举措，有效打通了成果转化“最后一公里”。',
    ],
  ],
  4: [
    [
      '{title}。该成果面向{field}领域的关键技术需求，在核心指标上实现突破，已申请发明专利{n}项。',
      '项目团队表示，下一步将依托科技成果转化服务平台对接产业链上下游企业，加快推进中试熟化和产业化应用。',
    ],
    [
      '{title}，相关成果近日通过专家评价。评价委员会认为，该技术路线新颖，{field}领域应用前景广阔，关键性能指标较现有方案提升{pct}%。',
      '目前，项目已与{m}家企业开展合作洽谈，预计年内实现小批量应用。',
    ],
  ],
};
