import { z } from 'zod';
import { TEXTAREA_MAX } from '../constants.ts';
import {
  intField,
  Messages,
  moneyField,
  optionalText,
  phoneField,
  positiveIntField,
  requiredText,
} from './common.ts';

/** Messages of the finance products and financing needs (added: the spec leaves them open). */
export const FinanceMessages = {
  productNotFound: '该金融产品不存在或已下架',
  productIdRequired: '请选择要申请的金融产品',
  amountOverMax: (max: number) => `申请金额不能超过该产品最高额度${max}万元`,
  amountUnderMin: (min: number) => `申请金额不能低于该产品最低额度${min}万元`,
  applyTwice: '您已申请过该产品，请勿重复提交',
  applyNotFound: '申请记录不存在',
  withdrawRefused: '只有待受理的申请可以撤回',
  withdrawSuccess: '撤回成功',
  decideRefused: (current: string) => `该申请当前为“${current}”，不能再处理`,
  reasonRequired: '请填写拒绝原因',
  tabInvalid: '金融分类不正确',
  sortInvalid: '排序方式不正确',
  scopeInvalid: '查询范围不正确',
  guarantyInvalid: '担保方式不正确',
  amountFilterInvalid: '请输入正确的金额',
  financingNotFound: '该融资需求不存在或未发布',
  financingIdRequired: '请选择要承接的融资需求',
  orgNameRequired: '请输入机构名称',
  undertakeTwice: '您已承接过该融资需求，请勿重复提交',
  undertakeOwn: '不能承接自己发布的融资需求',
  undertakeSuccess: '承接成功',
  publishRefused: '该融资需求已发布',
  financingDecided: '该融资需求已处理',
  refuseReasonRequired: '请填写驳回原因',
} as const;

/** /RequestApplication: a member applies for a finance product (loan rules of spec §5). */
export const financeProductApplySchema = z.object({
  productId: positiveIntField(FinanceMessages.productIdRequired),
  companyName: requiredText(Messages.companyNameRequired, 100),
  applyMoney: moneyField(Messages.applyMoneyRequired),
  moneyUse: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  guarantyType: intField(Messages.guarantyTypeRequired),
  linkName: requiredText(Messages.linkmanRequired, 50),
  linkPhone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
});

/** /DemandUndertaking: an institution takes a published financing need. */
export const financingUndertakeSchema = z.object({
  financingId: positiveIntField(FinanceMessages.financingIdRequired),
  orgName: requiredText(FinanceMessages.orgNameRequired, 100),
  linkName: requiredText(Messages.linkmanRequired, 50),
  linkPhone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
  remark: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
});

export type FinanceProductApplyValues = z.output<typeof financeProductApplySchema>;
export type FinancingUndertakeValues = z.output<typeof financingUndertakeSchema>;
