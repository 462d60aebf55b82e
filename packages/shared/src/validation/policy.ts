import { z } from 'zod';
import {
  contactRequestShape,
  idArrayField,
  Messages,
  positiveIntField,
  requiredText,
} from './common.ts';

/** Messages of the policy section (added: the spec leaves these rules open). */
export const PolicyMessages = {
  policyNotFound: '该政策不存在或已下架',
  docNotFound: '该政策文件不存在',
  policyIdRequired: '请选择要申报的政策',
  summaryRequired: '请输入项目简介',
  filesTooMany: '附件最多上传10个',
  fileNotFound: '附件不存在，请重新上传',
  notStarted: '该政策尚未开始申报，请在申报开始后提交',
  ended: '该政策申报已结束，不能再提交',
  applyTwice: '您已申报过该政策，请勿重复提交',
  applyNotFound: '申报记录不存在',
  withdrawRefused: '只有待审核的申报可以撤回',
  withdrawSuccess: '撤回成功',
  decideRefused: (current: string) => `该申报当前为“${current}”，不能再审核`,
  reasonRequired: '请填写退回原因',
  levelInvalid: '政策级别不正确',
  applyStatusInvalid: '申报状态不正确',
  sortInvalid: '排序方式不正确',
  categoryInvalid: '文件类别不正确',
  docStatusInvalid: '文件效力状态不正确',
} as const;

/** At most this many attachments on an application. */
export const POLICY_APPLY_FILES_MAX = 10;

/** /Policyadd: a member applies for a policy that is 申报中. */
export const policyApplySchema = z.object({
  policyId: positiveIntField(PolicyMessages.policyIdRequired),
  ...contactRequestShape,
  summary: requiredText(PolicyMessages.summaryRequired, 300, Messages.textareaTooLong),
  fileIds: idArrayField(PolicyMessages.fileNotFound)
    .optional()
    .transform((ids) => ids ?? [])
    .refine((ids) => ids.length <= POLICY_APPLY_FILES_MAX, PolicyMessages.filesTooMany),
});

export type PolicyApplyValues = z.output<typeof policyApplySchema>;

/** An operator returning an application says why. */
export const policyReturnReasonSchema = requiredText(PolicyMessages.reasonRequired, 200);
