import type { Generated } from 'kysely';

/* 互动交流, 意见反馈 and 下载专区 (migration 20261124_04). */

/** A member's question; answered by an operator, published or answered privately. */
export interface QuestionsTable {
  id: Generated<number>;
  userId: number;
  title: string;
  /** QUESTION_CATEGORIES */
  category: number;
  content: string;
  /** QUESTION_STATUSES: 0 待回复, 1 已回复 (public), 2 不予公开. */
  status: Generated<number>;
  answer: string | null;
  answerDept: string | null;
  answeredAt: number | null;
  /** Who answered (an operator id or `cli:<user>`), for the record. */
  answeredBy: string | null;
  createdAt: number;
  updatedAt: number;
}

/** 意见反馈 from a guest (userId null) or a member. */
export interface FeedbacksTable {
  id: Generated<number>;
  userId: number | null;
  /** FEEDBACK_TYPES */
  type: number;
  content: string;
  contact: string | null;
  ip: string;
  /** FEEDBACK_STATUSES: 0 待处理, 1 已处理. */
  status: Generated<number>;
  handleNote: string | null;
  handledAt: number | null;
  handledBy: string | null;
  createdAt: number;
}

/** A downloadable form; its file is a public upload (files.is_public = 1). */
export interface DownloadFormsTable {
  id: Generated<number>;
  title: string;
  /** FORM_CATEGORIES */
  category: number;
  description: string;
  fileId: number;
  downloadCount: Generated<number>;
  publishDate: string;
  sort: number;
  createdAt: number;
  /** 1 shown on the portal, 0 hidden (migration 20261127_10). */
  status: Generated<number>;
}

export interface InteractionTables {
  questions: QuestionsTable;
  feedbacks: FeedbacksTable;
  downloadForms: DownloadFormsTable;
}
