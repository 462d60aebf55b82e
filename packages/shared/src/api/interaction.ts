import { z } from 'zod';
import { FORM_CATEGORIES, QUESTION_CATEGORIES, QUESTION_STATUSES } from '../enums/interaction.ts';
import { numericKeys } from '../enums/label.ts';
import { Messages, optionalText, strictRequest } from '../validation/common.ts';
import { optionalIntEnum } from '../validation/filters.ts';
import {
  type AskQuestionValues,
  type FeedbackValues,
  InteractionMessages,
} from '../validation/interaction.ts';
import { pagingShape } from '../validation/paging.ts';

const keyword = optionalText(50, Messages.keywordTooLong);

/**
 * 互动交流 (public Q&A), 意见反馈 and 下载专区 (issue #11). The spec lists no calls for them,
 * so they follow §7's style under /client/api (public) and /client/mine (member).
 */

export const InteractionPaths = {
  /** GET ?pageNum&pageSize&keyword&category → Page<QuestionItem>: answered, published only. */
  questionPage: '/client/api/interaction/page',
  /** GET ?id → QuestionItem; a published one, or the asker's own whatever its status. */
  questionDetail: '/client/api/interaction/detail',
  /** POST AskQuestionRequest → CreatedId, msg 提交成功 (member; a few per day). */
  ask: '/client/mine/interaction/ask',
  /** GET ?pageNum&pageSize&status&keyword → Page<MyQuestion> (member: their own questions). */
  myQuestions: '/client/mine/interaction/list',
  /** POST FeedbackRequest → CreatedId (guest or member; a few per address per day). */
  feedback: '/client/api/feedback/add',
  /** GET ?pageNum&pageSize&keyword&category → Page<DownloadForm>. */
  formPage: '/client/api/download/page',
  /** GET /client/api/download/file/:id → the file as an attachment; counts the download. */
  formFile: '/client/api/download/file/',
} as const;

/** A published question with its answer. The asker is shown masked (张**). */
export const questionItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** QUESTION_CATEGORIES */
  category: z.number(),
  categoryName: z.string(),
  content: z.string(),
  askerName: z.string(),
  /** yyyy-MM-dd */
  askDate: z.string(),
  /** QUESTION_STATUSES */
  status: z.number(),
  answer: z.string().nullable(),
  answerDept: z.string().nullable(),
  /** yyyy-MM-dd */
  answerDate: z.string().nullable(),
});
export type QuestionItem = z.infer<typeof questionItemSchema>;

/** One of the member's own questions (tab 我的提问): every status, the answer when given. */
export type MyQuestion = QuestionItem;

export const questionPageQuerySchema = strictRequest({
  ...pagingShape,
  keyword,
  /** QUESTION_CATEGORIES */
  category: optionalIntEnum(numericKeys(QUESTION_CATEGORIES), InteractionMessages.categoryInvalid),
});
export type QuestionPageQuery = z.input<typeof questionPageQuerySchema>;

export const myQuestionQuerySchema = strictRequest({
  ...pagingShape,
  /** Matched against the title and the question. */
  keyword,
  /** QUESTION_STATUSES */
  status: optionalIntEnum(numericKeys(QUESTION_STATUSES), InteractionMessages.statusInvalid),
});
export type MyQuestionQuery = z.input<typeof myQuestionQuerySchema>;

export type AskQuestionRequest = AskQuestionValues;

export type FeedbackRequest = FeedbackValues;

/** A form or template of /Formdownload. */
export const downloadFormSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** FORM_CATEGORIES */
  category: z.number(),
  categoryName: z.string(),
  description: z.string(),
  /** The file name offered on download, e.g. 技术合同登记申请表.docx */
  fileName: z.string(),
  /** docx, xlsx */
  fileType: z.string(),
  /** Bytes. */
  size: z.number(),
  /** yyyy-MM-dd */
  publishDate: z.string(),
  downloadCount: z.number(),
  /** Where the download is served (counts it). */
  url: z.string(),
});
export type DownloadForm = z.infer<typeof downloadFormSchema>;

export const downloadFormQuerySchema = strictRequest({
  ...pagingShape,
  keyword,
  /** FORM_CATEGORIES */
  category: optionalIntEnum(numericKeys(FORM_CATEGORIES), InteractionMessages.categoryInvalid),
});
export type DownloadFormQuery = z.input<typeof downloadFormQuerySchema>;
