import { z } from 'zod';
import { TEXTAREA_MAX } from '../constants.ts';
import { EVALUATION_TYPE_VALUES } from '../enums/evaluation.ts';
import { contactRequestShape, intEnumField, requiredText } from './common.ts';
import { optionalIdField } from './paging.ts';

export const EvaluationMessages = {
  typeRequired: '请选择评价类型',
  outcomeNameRequired: '请输入成果名称',
  purposeRequired: '请输入评价目的及成果简介',
  outcomeNotFound: '该成果不存在或未发布',
  agencyNotFound: '该评价机构不存在',
  reportNotFound: '该评价报告不存在',
  requestNotFound: '该评价申请不存在',
  requestTwice: '该成果已有进行中的评价申请，请勿重复提交',
  withdrawNotAllowed: '当前状态不能撤回',
  moveNotAllowed: '当前状态不能变更为该状态',
  reasonRequired: '请填写退回原因',
} as const;

/**
 * A member's request to have an outcome evaluated (/Technicalevaluation). `outcomeId` links a
 * published outcome of the market when the request starts from one; the name is kept either way.
 */
export const evaluationRequestSchema = z.object({
  evaluationType: intEnumField(EVALUATION_TYPE_VALUES, EvaluationMessages.typeRequired),
  outcomeId: optionalIdField(EvaluationMessages.outcomeNotFound),
  outcomeName: requiredText(EvaluationMessages.outcomeNameRequired),
  agencyId: optionalIdField(EvaluationMessages.agencyNotFound),
  ...contactRequestShape,
  purpose: requiredText(EvaluationMessages.purposeRequired, TEXTAREA_MAX),
});

export type EvaluationRequestValues = z.output<typeof evaluationRequestSchema>;
export type EvaluationRequestInput = z.input<typeof evaluationRequestSchema>;
