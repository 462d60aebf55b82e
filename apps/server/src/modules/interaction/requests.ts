import {
  FEEDBACK_STATUSES,
  FORM_CATEGORIES,
  InteractionMessages,
  Messages,
  optionalIntEnum,
  optionalText,
  pagingShape,
  positiveIntField,
  QUESTION_CATEGORIES,
  QUESTION_STATUSES,
  strictRequest,
} from '@portal/shared';

const keysOf = (table: Readonly<Record<number, string>>) =>
  Object.keys(table).map(Number) as [number, ...number[]];

export const questionPageQuery = strictRequest({
  ...pagingShape,
  keyword: optionalText(50, Messages.keywordTooLong),
  category: optionalIntEnum(keysOf(QUESTION_CATEGORIES), InteractionMessages.categoryInvalid),
});

export const questionDetailQuery = strictRequest({ id: positiveIntField(Messages.idInvalid) });

export const myQuestionQuery = strictRequest({
  ...pagingShape,
  keyword: optionalText(50, Messages.keywordTooLong),
  status: optionalIntEnum(keysOf(QUESTION_STATUSES), InteractionMessages.statusInvalid),
});

export const feedbackStatusValues = keysOf(FEEDBACK_STATUSES);

export const formPageQuery = strictRequest({
  ...pagingShape,
  keyword: optionalText(50, Messages.keywordTooLong),
  category: optionalIntEnum(keysOf(FORM_CATEGORIES), InteractionMessages.categoryInvalid),
});
