import {
  APPLICANT_TYPES,
  AUDIT_OUTCOMES,
  AUTH_TYPES,
  BOOKING_SLOTS,
  BOOKING_STATUSES,
  CERT_STATUSES,
  COLLECT_KINDS,
  COLLECTION_STATUSES,
  CONTRACT_TYPES,
  EVALUATION_REQUEST_STATUSES,
  EVALUATION_TYPES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  FINANCE_APPLY_STATUSES,
  FINANCE_PRODUCT_APPLY_STATUSES,
  FINANCE_SIGN_CATEGORIES,
  FINANCING_PUBLISH_STATUSES,
  LEVEL_PURCHASE_STATUSES,
  MEMBER_LEVELS,
  MESSAGE_KINDS,
  ORDER_STATUSES,
  OWNER_TYPES,
  PARTICIPATION_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  POINT_RULES,
  POLICY_APPLICATION_STATUSES,
  PUBLISH_STATUSES,
  QUESTION_CATEGORIES,
  QUESTION_STATUSES,
  SETTLEMENT_SOURCES,
  SETTLEMENT_STATUSES,
  TRADE_STATUSES,
  TRANSFER_METHODS,
  UNDERTAKE_STATUSES,
  UNVEIL_STATUSES,
} from '@portal/shared';
import type { Database } from '../../db/types.ts';

/**
 * How one column reads in the member's data export: a Chinese label and, for codes, how the
 * value becomes words — a status table, a dictionary, the name of the record it points at.
 */
export type ColumnFormat =
  | 'time'
  | 'yesNo'
  | 'auditAction'
  | { labels: Readonly<Record<string | number, string | { name: string }>> }
  | { dict: string }
  | { ref: keyof Database; name: string };

export interface ExportSheet {
  table: keyof Database;
  title: string;
  /** The column naming the member; userId unless said. */
  owner?: string;
  columns: readonly (readonly [column: string, label: string, format?: ColumnFormat])[];
}

const time = 'time' as const;
const labels = (table: Readonly<Record<string | number, string | { name: string }>>) => ({
  labels: table,
});
const PAYMENT_PURPOSES = { settlement: '交易结算', level: '会员服务' } as const;
const field = { ref: 'techFields', name: 'name' } as const;
const contact = [
  ['linkman', '联系人'],
  ['linkphone', '联系电话'],
] as const;
const link = [
  ['linkName', '联系人'],
  ['linkPhone', '联系电话'],
] as const;
const created = ['createdAt', '提交时间', time] as const;

/**
 * Every table holding a member's data (PIPL art. 45), in the order the export shows them.
 * personal-data.test.ts reads the migrated schema and fails when a table with a user column is
 * neither here nor in its list of exclusions.
 */
export const EXPORT_SHEETS: readonly ExportSheet[] = [
  {
    table: 'certifications',
    title: '实名认证记录',
    columns: [
      ['authType', '认证类型', labels(AUTH_TYPES)],
      ['realName', '名称/姓名'],
      ['certNo', '证件号码'],
      ['materials', '认证材料（文件编号）'],
      ['status', '审核状态', labels(CERT_STATUSES)],
      ['reason', '驳回原因'],
      ['submittedAt', '提交时间', time],
      ['decidedAt', '审核时间', time],
    ],
  },
  {
    table: 'files',
    title: '上传的文件',
    columns: [
      ['id', '文件编号'],
      ['originalName', '文件名'],
      ['mime', '文件类型'],
      ['size', '大小（字节）'],
      ['isPublic', '公开', 'yesNo'],
      ['createdAt', '上传时间', time],
    ],
  },
  {
    table: 'sessions',
    title: '登录会话',
    columns: [
      ['createdAt', '登录时间', time],
      ['lastSeenAt', '最近访问', time],
      ['expiresAt', '到期时间', time],
      ['endedAt', '结束时间', time],
      ['ip', 'IP 地址'],
      ['userAgent', '浏览器'],
    ],
  },
  {
    table: 'needs',
    title: '发布的技术需求',
    columns: [
      ['goodsName', '需求名称'],
      ['needType', '需求类别', { ref: 'needTags', name: 'tagName' }],
      ['giveType', '转让方式', { ref: 'needTags', name: 'tagName' }],
      ['techFieldId', '技术领域', field],
      ['deadlineTime', '截止日期'],
      ['budget', '预算（万元）'],
      ['goodsDesc', '需求描述'],
      ['companyName', '单位名称'],
      ...contact,
      ['status', '状态', labels(PUBLISH_STATUSES)],
      ['reviewReason', '审核意见'],
      ['undertakeCount', '揭榜数'],
      ['viewCount', '浏览次数'],
      created,
    ],
  },
  {
    table: 'outcomes',
    title: '发布的科技成果',
    columns: [
      ['goodsName', '成果名称'],
      ['techFieldId', '技术领域', field],
      ['maturity', '成熟度', { dict: 'maturity' }],
      ['cooperationType', '合作方式', { dict: 'cooperation_type' }],
      ['price', '价格（万元）'],
      ['tradeStatus', '交易状态', labels(TRADE_STATUSES)],
      ['ownerType', '成果所有方', labels(OWNER_TYPES)],
      ['orgName', '单位名称'],
      ...contact,
      ['summary', '简介'],
      ['status', '状态', labels(PUBLISH_STATUSES)],
      ['publishDate', '发布日期'],
      created,
    ],
  },
  {
    table: 'rewards',
    title: '发布的技术悬赏',
    columns: [
      ['rewardName', '悬赏名称'],
      ['amount', '悬赏金额（万元）'],
      ['deadline', '截止日期'],
      ['unveilStatus', '揭榜状态', labels(UNVEIL_STATUSES)],
      ['publisher', '发布单位'],
      ...contact,
      ['summary', '简介'],
      ['status', '状态', labels(PUBLISH_STATUSES)],
      ['participantCount', '参与数'],
      created,
    ],
  },
  {
    table: 'undertakings',
    title: '需求揭榜',
    columns: [
      ['needId', '技术需求', { ref: 'needs', name: 'goodsName' }],
      ['companyName', '单位名称'],
      ...contact,
      ['content', '揭榜方案'],
      ['status', '状态', labels(UNDERTAKE_STATUSES)],
      ['reason', '未采纳原因'],
      created,
    ],
  },
  {
    table: 'participations',
    title: '悬赏参与',
    columns: [
      ['rewardId', '技术悬赏', { ref: 'rewards', name: 'rewardName' }],
      ['companyName', '单位名称'],
      ...contact,
      ['plan', '参与方案'],
      ['score', '评分'],
      ['status', '状态', labels(PARTICIPATION_STATUSES)],
      ['reason', '未入选原因'],
      created,
    ],
  },
  {
    table: 'bids',
    title: '竞价出价',
    columns: [
      ['auctionId', '竞价项目', { ref: 'auctions', name: 'title' }],
      ['amount', '出价（元）'],
      ['createdAt', '出价时间', time],
    ],
  },
  {
    table: 'bidFollows',
    title: '关注的竞价',
    columns: [
      ['auctionId', '竞价项目', { ref: 'auctions', name: 'title' }],
      ['createdAt', '关注时间', time],
    ],
  },
  {
    table: 'collections',
    title: '收藏',
    columns: [
      ['kind', '收藏类别', labels(COLLECT_KINDS)],
      ['refId', '收藏对象编号'],
      ['createdAt', '收藏时间', time],
    ],
  },
  {
    table: 'transferRegistrations',
    title: '成果转让登记',
    columns: [
      ['projectName', '项目名称'],
      ['method', '登记方式', labels(TRANSFER_METHODS)],
      ['applicantType', '申请人类型', labels(APPLICANT_TYPES)],
      ['applicantName', '申请人名称'],
      ['outcomeId', '科技成果', { ref: 'outcomes', name: 'goodsName' }],
      ...contact,
      ['status', '状态', labels(ORDER_STATUSES)],
      ['reason', '驳回原因'],
      ['riskAcceptedAt', '风险告知确认时间', time],
      created,
    ],
  },
  {
    table: 'contractRegistrations',
    title: '技术合同登记',
    columns: [
      ['contractName', '合同名称'],
      ['contractNo', '合同编号'],
      ['contractType', '合同类型', labels(CONTRACT_TYPES)],
      ['sellerName', '卖方'],
      ['buyerName', '买方'],
      ['amount', '合同金额（万元）'],
      ['signDate', '签订日期'],
      ['startDate', '开始日期'],
      ['endDate', '结束日期'],
      ['fileIds', '合同文件（文件编号）'],
      ['remark', '备注'],
      ['status', '状态', labels(ORDER_STATUSES)],
      ['reason', '驳回原因'],
      created,
    ],
  },
  {
    table: 'settlementOrders',
    title: '交易结算订单',
    columns: [
      ['orderNo', '订单号'],
      ['sourceKind', '订单来源', labels(SETTLEMENT_SOURCES)],
      ['title', '项目'],
      ['transferor', '转让方'],
      ['transferee', '受让方'],
      ['amount', '成交金额（元）'],
      ['serviceFee', '服务费（元）'],
      ['status', '状态', labels(SETTLEMENT_STATUSES)],
      ['reason', '驳回原因'],
      ['paidAt', '支付时间', time],
      created,
    ],
  },
  {
    table: 'payments',
    title: '转账凭证',
    columns: [
      ['purpose', '用途', labels(PAYMENT_PURPOSES)],
      ['method', '支付方式', labels(PAYMENT_METHODS)],
      ['amount', '金额（元）'],
      ['payerName', '付款人'],
      ['payerAccount', '付款账号'],
      ['remark', '备注'],
      ['slipFileId', '凭证文件编号'],
      ['status', '状态', labels(PAYMENT_STATUSES)],
      ['reason', '驳回原因'],
      ['decidedAt', '确认时间', time],
      created,
    ],
  },
  {
    table: 'levelPurchases',
    title: '会员服务订单',
    columns: [
      ['level', '会员等级', labels(MEMBER_LEVELS)],
      ['years', '年限'],
      ['amount', '金额（元）'],
      ['status', '状态', labels(LEVEL_PURCHASE_STATUSES)],
      ['reason', '支付失败原因'],
      ['paidAt', '支付时间', time],
      ['validFrom', '生效时间', time],
      ['validUntil', '到期时间', time],
      created,
    ],
  },
  {
    table: 'pointEntries',
    title: '积分明细',
    columns: [
      ['rule', '积分规则', labels(POINT_RULES)],
      ['points', '积分'],
      ['note', '说明'],
      ['createdAt', '时间', time],
    ],
  },
  {
    table: 'policyApplications',
    title: '政策申报',
    columns: [
      ['policyId', '政策', { ref: 'policies', name: 'policyName' }],
      ['companyName', '单位名称'],
      ...contact,
      ['summary', '申报说明'],
      ['fileIds', '附件（文件编号）'],
      ['status', '状态', labels(POLICY_APPLICATION_STATUSES)],
      ['reason', '退回原因'],
      ['decidedAt', '处理时间', time],
      ['withdrawnAt', '撤回时间', time],
      created,
    ],
  },
  {
    table: 'loanApplications',
    title: '贷款申请',
    columns: [
      ['companyName', '企业名称'],
      ['applyMoney', '申请金额（万元）'],
      ['guarantyType', '担保方式', { dict: 'guaranty_type' }],
      ['moneyUse', '资金用途'],
      ['businessScope', '经营范围'],
      ...link,
      ['status', '状态', labels(FINANCE_APPLY_STATUSES)],
      created,
    ],
  },
  {
    table: 'financeProductApplications',
    title: '金融产品申请',
    columns: [
      ['productId', '金融产品', { ref: 'financeProducts', name: 'productName' }],
      ['companyName', '企业名称'],
      ['applyMoney', '申请金额（万元）'],
      ['guarantyType', '担保方式', { dict: 'guaranty_type' }],
      ['moneyUse', '资金用途'],
      ...link,
      ['status', '状态', labels(FINANCE_PRODUCT_APPLY_STATUSES)],
      ['reason', '拒绝原因'],
      ['decidedAt', '处理时间', time],
      ['withdrawnAt', '撤回时间', time],
      created,
    ],
  },
  {
    table: 'financingDemands',
    title: '融资需求',
    columns: [
      ['companyName', '企业名称'],
      ['applyMoney', '融资金额（万元）'],
      ['stockPercent', '出让股权比例（%）'],
      ['projectDesc', '项目介绍'],
      ['linkPhone', '联系电话'],
      ['status', '受理状态', labels(FINANCE_APPLY_STATUSES)],
      ['publishStatus', '发布状态', labels(FINANCING_PUBLISH_STATUSES)],
      ['reviewReason', '审核意见'],
      ['publishedAt', '发布时间', time],
      created,
    ],
  },
  {
    table: 'financingUndertakings',
    title: '融资需求对接',
    columns: [
      ['financingId', '融资需求', { ref: 'financingDemands', name: 'companyName' }],
      ['orgName', '机构名称'],
      ...link,
      ['remark', '备注'],
      created,
    ],
  },
  {
    table: 'financeDemandApplications',
    title: '金融服务入驻申请',
    columns: [
      ['signCategory', '申请类别', labels(FINANCE_SIGN_CATEGORIES)],
      ['companyName', '单位名称'],
      ['companyAddress', '单位地址'],
      ['legalPerson', '法定代表人'],
      ['mainBusiness', '主营业务'],
      ['companyPropertyName', '单位性质'],
      ['ownQuality', '自身资质'],
      ['joinReason', '申请理由'],
      ...contact,
      ['status', '状态', labels(FINANCE_APPLY_STATUSES)],
      created,
    ],
  },
  {
    table: 'activitySignups',
    title: '活动报名',
    columns: [
      ['actionId', '活动', { ref: 'activities', name: 'actionName' }],
      ['companyName', '单位名称'],
      ...contact,
      ['createdAt', '报名时间', time],
    ],
  },
  {
    table: 'instrumentBookings',
    title: '仪器预约',
    columns: [
      ['instrumentId', '仪器', { ref: 'instruments', name: 'name' }],
      ['bookDate', '预约日期'],
      ['slot', '时段', labels(BOOKING_SLOTS)],
      ['purpose', '用途'],
      ...link,
      ['status', '状态', labels(BOOKING_STATUSES)],
      ['reason', '未通过原因'],
      ['decidedAt', '处理时间', time],
      ['withdrawnAt', '取消时间', time],
      created,
    ],
  },
  {
    table: 'evaluationRequests',
    title: '成果评价申请',
    columns: [
      ['evaluationType', '评价类型', labels(EVALUATION_TYPES)],
      ['outcomeName', '成果名称'],
      ['agencyId', '评价机构', { ref: 'evaluationAgencies', name: 'agencyName' }],
      ['companyName', '单位名称'],
      ...contact,
      ['purpose', '评价目的'],
      ['status', '状态', labels(EVALUATION_REQUEST_STATUSES)],
      ['reason', '退回原因'],
      created,
    ],
  },
  {
    table: 'questions',
    title: '互动交流提问',
    columns: [
      ['title', '标题'],
      ['category', '类别', labels(QUESTION_CATEGORIES)],
      ['content', '内容'],
      ['status', '状态', labels(QUESTION_STATUSES)],
      ['answer', '答复'],
      ['answerDept', '答复部门'],
      ['answeredAt', '答复时间', time],
      created,
    ],
  },
  {
    table: 'feedbacks',
    title: '意见反馈',
    columns: [
      ['type', '类型', labels(FEEDBACK_TYPES)],
      ['content', '内容'],
      ['contact', '联系方式'],
      ['ip', 'IP 地址'],
      ['status', '状态', labels(FEEDBACK_STATUSES)],
      ['handleNote', '处理说明'],
      ['handledAt', '处理时间', time],
      created,
    ],
  },
  {
    table: 'collectionSubmissions',
    title: '数据填报',
    columns: [
      ['formId', '填报表', { ref: 'collectionForms', name: 'title' }],
      ['periodId', '填报期', { ref: 'collectionPeriods', name: 'name' }],
      ['valuesJson', '填报内容'],
      ['status', '状态', labels(COLLECTION_STATUSES)],
      ['submittedAt', '提交时间', time],
      ['updatedAt', '最近保存', time],
    ],
  },
  {
    table: 'questionnaireResponses',
    title: '问卷填写',
    columns: [['questionnaireId', '问卷', { ref: 'questionnaires', name: 'title' }], created],
  },
  {
    table: 'messages',
    title: '我的消息',
    columns: [
      ['kind', '类别', labels(MESSAGE_KINDS)],
      ['title', '标题'],
      ['body', '内容'],
      ['isRead', '已读', 'yesNo'],
      ['readAt', '阅读时间', time],
      ['createdAt', '发送时间', time],
    ],
  },
  {
    table: 'auditLog',
    title: '操作记录',
    columns: [
      ['action', '操作', 'auditAction'],
      ['outcome', '结果', labels(AUDIT_OUTCOMES)],
      ['ip', 'IP 地址'],
      ['createdAt', '时间', time],
    ],
  },
];
