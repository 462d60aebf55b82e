import { z } from 'zod';
import { FEEDBACK_TYPES, QUESTION_CATEGORIES } from '../enums/interaction.ts';
import { numericKeys } from '../enums/label.ts';
import { intEnumField, Messages, optionalText, PHONE_PATTERN, requiredText } from './common.ts';

/** Messages of 互动交流, 意见反馈 and 下载专区 (added: the spec names only the screens). */
export const InteractionMessages = {
  titleRequired: '请输入问题标题',
  titleTooLong: '问题标题不能超过50个字',
  categoryRequired: '请选择问题类别',
  contentRequired: '请输入问题内容',
  contentTooLong: '问题内容不能超过300个字',
  askLimit: '今日提问次数已达上限，请明天再试',
  questionNotFound: '问题不存在或未公开',
  feedbackTypeRequired: '请选择反馈类型',
  feedbackRequired: '请输入反馈内容',
  feedbackTooLong: '反馈内容不能超过300个字',
  feedbackLimit: '今日反馈次数已达上限，请明天再试',
  feedbackSuccess: '感谢您的反馈，我们会尽快处理',
  categoryInvalid: '类别不正确',
  statusInvalid: '状态不正确',
  formNotFound: '文件不存在',
} as const;

export const QUESTION_TITLE_MAX = 50;
export const QUESTION_CONTENT_MAX = 300;
export const FEEDBACK_CONTENT_MAX = 300;

/** 我要提问 (member). */
export const askQuestionSchema = z.object({
  title: requiredText(
    InteractionMessages.titleRequired,
    QUESTION_TITLE_MAX,
    InteractionMessages.titleTooLong,
  ),
  category: intEnumField(numericKeys(QUESTION_CATEGORIES), InteractionMessages.categoryRequired),
  content: requiredText(
    InteractionMessages.contentRequired,
    QUESTION_CONTENT_MAX,
    InteractionMessages.contentTooLong,
  ),
});

export type AskQuestionValues = z.output<typeof askQuestionSchema>;

/** 意见反馈 (guest or member): the contact phone is optional, a mainland mobile when given. */
export const feedbackSchema = z.object({
  /** FEEDBACK_TYPES */
  type: intEnumField(numericKeys(FEEDBACK_TYPES), InteractionMessages.feedbackTypeRequired),
  content: requiredText(
    InteractionMessages.feedbackRequired,
    FEEDBACK_CONTENT_MAX,
    InteractionMessages.feedbackTooLong,
  ),
  /** Optional mainland mobile. */
  contact: optionalText(11, Messages.phoneInvalidLong).refine(
    (value) => value === undefined || PHONE_PATTERN.test(value),
    Messages.phoneInvalidLong,
  ),
});

export type FeedbackValues = z.output<typeof feedbackSchema>;
