/**
 * The forms and templates of 下载专区 (/Formdownload). Each is a real file written at seed:
 * Word forms (.docx, library `docx`) with a table to fill in, Excel sheets (.xlsx, `exceljs`)
 * with headed columns, one example row and the notes on a second sheet.
 *
 * No PDF: a PDF shows Chinese only with an embedded CJK font, and the font files that cover
 * the needed characters are megabytes the repository would have to ship (a PDF library cannot
 * count on system fonts at run time). Word and Excel files carry no font: the reader's office
 * software draws them with its own.
 */

/** A Word form: label rows (a full-width row when `wide`) in sections, then notes. */
export interface DocxForm {
  kind: 'docx';
  sections: readonly {
    heading: string;
    rows: readonly (string | { label: string; wide: true; lines?: number })[];
  }[];
  /** Signature and date lines at the bottom. */
  signatures: readonly string[];
}

/** An Excel sheet: columns (header, width), one example row, notes on a second sheet. */
export interface XlsxForm {
  kind: 'xlsx';
  sheetName: string;
  columns: readonly { header: string; width: number; options?: readonly string[] }[];
  example: readonly (string | number)[];
  blankRows: number;
}

export interface FormSeed {
  /** Stable key: the stored file's name is derived from it. */
  key: string;
  title: string;
  /** FORM_CATEGORIES */
  category: number;
  description: string;
  publishDate: string;
  /** Lines of 填表说明. */
  notes: readonly string[];
  body: DocxForm | XlsxForm;
}

const wide = (label: string, lines = 3) => ({ label, wide: true as const, lines });

export const FORM_SEEDS: readonly FormSeed[] = [
  {
    key: 'tech-contract-registration',
    title: '技术合同登记申请表',
    category: 1,
    description:
      '技术开发、技术转让、技术许可、技术咨询和技术服务合同申请认定登记时填写，与合同文本一并提交技术合同登记机构。',
    publishDate: '2026-03-02',
    notes: [
      '合同名称应与合同文本一致；合同类别按技术开发、技术转让、技术许可、技术咨询、技术服务填写。',
      '成交总额与技术交易额以人民币元为单位；技术交易额不含合同中的非技术性款项。',
      '本表一式两份，经办人签字并加盖单位公章后，与合同文本原件一并提交。',
    ],
    body: {
      kind: 'docx',
      sections: [
        {
          heading: '一、合同基本情况',
          rows: [
            '合同名称',
            '合同编号',
            '合同类别',
            '签订日期',
            '有效期限',
            '成交总额（元）',
            '技术交易额（元）',
          ],
        },
        {
          heading: '二、卖方（受托方）',
          rows: ['单位名称', '统一社会信用代码', '通讯地址', '联系人', '联系电话'],
        },
        {
          heading: '三、买方（委托方）',
          rows: ['单位名称', '统一社会信用代码', '通讯地址', '联系人', '联系电话'],
        },
        {
          heading: '四、技术内容',
          rows: [wide('合同主要技术内容及指标', 4), wide('知识产权归属约定', 2)],
        },
      ],
      signatures: ['申请单位（盖章）', '经办人签字', '日期'],
    },
  },
  {
    key: 'achievement-registration',
    title: '科技成果登记表',
    category: 2,
    description:
      '应用技术成果、基础理论成果和软科学研究成果办理科技成果登记时使用，登记后可在平台科技成果库中公开展示。',
    publishDate: '2026-03-10',
    notes: [
      '成果名称不超过50字；成果完成单位按贡献大小排序。',
      '成果简介应说明主要技术内容、技术指标、创新点及应用推广情况，不超过800字。',
      '涉及国家秘密的成果不得通过平台登记。',
    ],
    body: {
      kind: 'docx',
      sections: [
        {
          heading: '一、成果信息',
          rows: ['成果名称', '成果类别', '所属技术领域', '成熟度', '知识产权情况', '完成时间'],
        },
        {
          heading: '二、完成单位及人员',
          rows: ['第一完成单位', '其他完成单位', '主要完成人', '联系人', '联系电话'],
        },
        { heading: '三、成果内容', rows: [wide('成果简介', 5), wide('应用推广及效益情况', 3)] },
      ],
      signatures: ['完成单位（盖章）', '负责人签字', '日期'],
    },
  },
  {
    key: 'voucher-application',
    title: '创新券申请表',
    category: 3,
    description: '科技型中小企业申领创新券时填写，用于购买研究开发、检验检测、技术转移等科技服务。',
    publishDate: '2026-04-01',
    notes: [
      '申请企业应为本省注册的科技型中小企业，且上一年度未出现严重失信行为。',
      '申请额度不超过当年度单个企业申领上限，服务内容须与所选服务机构的服务范围一致。',
      '申请表须由法定代表人签字并加盖企业公章。',
    ],
    body: {
      kind: 'docx',
      sections: [
        {
          heading: '一、企业基本情况',
          rows: [
            '企业名称',
            '统一社会信用代码',
            '注册地址',
            '法定代表人',
            '上年度营业收入（万元）',
            '研发人员数',
          ],
        },
        {
          heading: '二、申领信息',
          rows: ['申请额度（元）', '拟使用服务类别', '拟选择服务机构', '联系人', '联系电话'],
        },
        { heading: '三、服务需求', rows: [wide('服务需求描述', 4)] },
      ],
      signatures: ['申请企业（盖章）', '法定代表人签字', '日期'],
    },
  },
  {
    key: 'voucher-redemption-summary',
    title: '创新券兑付申请汇总表',
    category: 3,
    description: '服务机构按季度汇总已完成服务的创新券，申请兑付时随合同、发票复印件一并提交。',
    publishDate: '2026-04-15',
    notes: [
      '每张创新券填写一行；服务金额与创新券抵扣金额以人民币元为单位。',
      '服务完成日期须在创新券有效期内。',
      '汇总表加盖服务机构公章后，与服务合同、发票复印件一并提交。',
    ],
    body: {
      kind: 'xlsx',
      sheetName: '兑付汇总',
      columns: [
        { header: '序号', width: 8 },
        { header: '创新券编号', width: 20 },
        { header: '使用企业', width: 30 },
        {
          header: '服务类别',
          width: 14,
          options: ['研究开发', '检验检测', '技术转移', '知识产权', '其他'],
        },
        { header: '服务金额（元）', width: 16 },
        { header: '抵扣金额（元）', width: 16 },
        { header: '服务完成日期', width: 16 },
        { header: '备注', width: 24 },
      ],
      example: [
        1,
        'CXQ2026000001',
        '某某智能装备有限公司',
        '检验检测',
        50000,
        25000,
        '2026-05-20',
        '示例行，请删除',
      ],
      blankRows: 30,
    },
  },
  {
    key: 'tech-need-collection',
    title: '技术需求征集表',
    category: 4,
    description: '企业集中报送技术难题与合作需求时使用，平台汇总后向高校院所和专家团队定向推送。',
    publishDate: '2026-05-08',
    notes: [
      '每项需求填写一行；需求描述应写明需要解决的技术问题与预期指标。',
      '合作方式、需求类别请在下拉列表中选择。',
      '拟投入资金以万元为单位，可填写区间的下限。',
    ],
    body: {
      kind: 'xlsx',
      sheetName: '技术需求',
      columns: [
        { header: '序号', width: 8 },
        { header: '需求名称', width: 30 },
        {
          header: '需求类别',
          width: 14,
          options: ['技术攻关', '技术引进', '人才引进', '设备共享', '其他'],
        },
        { header: '所属领域', width: 16 },
        { header: '需求描述', width: 48 },
        {
          header: '合作方式',
          width: 14,
          options: ['技术转让', '技术许可', '合作开发', '委托开发', '技术咨询'],
        },
        { header: '拟投入资金（万元）', width: 18 },
        { header: '截止日期', width: 14 },
        { header: '联系人', width: 12 },
        { header: '联系电话', width: 16 },
      ],
      example: [
        1,
        '高精度减速器齿形修形技术',
        '技术攻关',
        '智能制造',
        '解决RV减速器回差大于1弧分的问题，寿命不低于6000小时',
        '合作开发',
        200,
        '2026-12-31',
        '王工',
        '13800000000',
      ],
      blankRows: 50,
    },
  },
  {
    key: 'transformation-project',
    title: '成果转化项目申报书',
    category: 5,
    description:
      '申报省级科技成果转化专项项目时使用，包括项目基本信息、实施方案、经费预算和预期效益。',
    publishDate: '2026-06-03',
    notes: [
      '项目实施期一般不超过3年；申报单位须为项目所依托成果的权利人或已取得实施许可。',
      '经费预算须列明自筹资金与申请财政资金，财政资金不超过项目总投入的30%。',
      '申报书正文使用宋体小四号字，一式三份。',
    ],
    body: {
      kind: 'docx',
      sections: [
        {
          heading: '一、项目基本信息',
          rows: [
            '项目名称',
            '申报单位',
            '合作单位',
            '所属技术领域',
            '实施期限',
            '项目负责人',
            '联系电话',
          ],
        },
        {
          heading: '二、项目内容',
          rows: [
            wide('依托成果及知识产权情况', 3),
            wide('主要实施内容与技术路线', 5),
            wide('预期经济社会效益', 3),
          ],
        },
        {
          heading: '三、经费预算（万元）',
          rows: ['项目总投入', '其中：申请财政资金', '其中：单位自筹资金'],
        },
      ],
      signatures: ['申报单位（盖章）', '项目负责人签字', '日期'],
    },
  },
  {
    key: 'tech-enterprise-evaluation',
    title: '科技型企业评价信息表',
    category: 6,
    description: '科技型中小企业评价信息填报模板，企业可先在本表中整理数据，再在线填报。',
    publishDate: '2026-06-20',
    notes: [
      '财务数据取上一会计年度数，以万元为单位，保留两位小数。',
      '研发费用按企业所得税年度纳税申报口径填写。',
      '知识产权类别在下拉列表中选择，一项知识产权填写一行。',
    ],
    body: {
      kind: 'xlsx',
      sheetName: '评价信息',
      columns: [
        { header: '企业名称', width: 30 },
        { header: '统一社会信用代码', width: 22 },
        { header: '职工总数', width: 10 },
        { header: '科技人员数', width: 12 },
        { header: '销售收入（万元）', width: 16 },
        { header: '研发费用（万元）', width: 16 },
        {
          header: '知识产权类别',
          width: 16,
          options: ['发明专利', '实用新型', '软件著作权', '集成电路布图', '植物新品种'],
        },
        { header: '知识产权名称', width: 30 },
        { header: '授权号', width: 20 },
      ],
      example: [
        '某某新材料科技有限公司',
        '91000000MA00000000',
        120,
        36,
        5280.5,
        462.35,
        '发明专利',
        '一种高导热复合材料的制备方法',
        'ZL202410000000.0',
      ],
      blankRows: 30,
    },
  },
  {
    key: 'tech-manager-registration',
    title: '技术经理人登记表',
    category: 1,
    description:
      '从事技术转移服务的技术经理人在平台登记时填写，登记后在服务大厅展示服务领域与业绩。',
    publishDate: '2026-07-12',
    notes: [
      '服务领域不超过3个；代表性业绩须附合同或证明材料复印件。',
      '持有技术经纪（经理）人证书的，请注明证书编号。',
    ],
    body: {
      kind: 'docx',
      sections: [
        {
          heading: '一、个人信息',
          rows: ['姓名', '工作单位', '职务/职称', '证书编号', '联系电话', '电子邮箱'],
        },
        { heading: '二、服务能力', rows: ['服务领域', wide('代表性业绩', 4), wide('个人简介', 3)] },
      ],
      signatures: ['本人签字', '推荐单位（盖章）', '日期'],
    },
  },
];
