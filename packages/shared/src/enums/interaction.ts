/**
 * 互动交流, 意见反馈 and 下载专区 (issue #11): the status tables and categories. The spec names
 * these screens only in the header menu and the footer; every value here is added.
 */

/** A member's question as the member sees it (tab 我的提问). */
export const QUESTION_STATUSES = {
  0: '待回复',
  /** Answered and published: everyone reads it. */
  1: '已回复',
  /** Answered to the asker only. */
  2: '不予公开',
} as const;

export type QuestionStatus = keyof typeof QUESTION_STATUSES;
export const QUESTION_PENDING = 0 satisfies QuestionStatus;
export const QUESTION_PUBLISHED = 1 satisfies QuestionStatus;
export const QUESTION_PRIVATE = 2 satisfies QuestionStatus;

export const QUESTION_CATEGORIES = {
  1: '政策咨询',
  2: '技术交易',
  3: '成果登记',
  4: '科技金融',
  5: '创新券',
  6: '平台使用',
  7: '其他',
} as const;

export const FEEDBACK_TYPES = {
  1: '建议',
  2: '问题',
  3: '投诉',
  4: '其他',
} as const;

export const FEEDBACK_STATUSES = {
  0: '待处理',
  1: '已处理',
} as const;

export const FEEDBACK_PENDING = 0;
export const FEEDBACK_HANDLED = 1;

/** Categories of the forms and templates of /Formdownload. */
export const FORM_CATEGORIES = {
  1: '合同登记',
  2: '成果登记',
  3: '创新券',
  4: '需求征集',
  5: '项目申报',
  6: '企业评价',
} as const;

/** Questions one member may ask per Shanghai day. */
export const QUESTIONS_PER_DAY = 5;
/** Feedback one address (guest or member) may send per Shanghai day. */
export const FEEDBACK_PER_DAY = 10;
