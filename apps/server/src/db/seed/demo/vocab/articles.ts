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
