import { z } from 'zod';
import { TEXTAREA_MAX } from '../constants.ts';
import { Messages, moneyField, optionalText, positiveIntField, requiredText } from './common.ts';

/** Messages of settlement and payment (added: the spec leaves them open). */
export const SettlementMessages = {
  orderNotFound: '订单不存在',
  orderIdRequired: '请选择要支付的订单',
  auctionIdRequired: '请选择竞价项目',
  auctionNotWon: '您未中标该竞价项目，不能结算',
  amountRequired: '请输入转账金额',
  amountMismatch: (total: string) => `转账金额须与应付金额${total}元一致`,
  payerNameRequired: '请输入付款户名',
  payerAccountRequired: '请输入付款账号',
  payerAccountInvalid: '请输入正确的银行账号',
  slipRequired: '请上传转账凭证',
  slipInvalid: '转账凭证不存在，请重新上传',
  paySubmitted: '已提交转账凭证，请等待确认',
  payPending: '已提交转账凭证，请等待运营人员确认',
  payRefused: (current: string) => `订单当前为“${current}”，不能付款`,
  paymentNotFound: '付款记录不存在',
  paymentDecided: (current: string) => `该付款当前为“${current}”，不能再处理`,
  reasonRequired: '请填写驳回原因',
  statusInvalid: '订单状态不正确',
} as const;

const M = SettlementMessages;

/** A bank transfer's particulars as the member sends them with the slip (settlement, levels). */
export const bankTransferShape = {
  amount: moneyField(M.amountRequired),
  payerName: requiredText(M.payerNameRequired, 100),
  payerAccount: requiredText(M.payerAccountRequired, 40).regex(
    /^\d[\d ]{7,38}\d$/,
    M.payerAccountInvalid,
  ),
  slipFileId: positiveIntField(M.slipRequired),
  remark: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
};

/** The bank transfer alone (the web form; the record's id is added when it is sent). */
export const bankTransferSchema = z.object(bankTransferShape);

/** /Transfereedetail: the member pays an order by bank transfer with the slip uploaded. */
export const settlementPaySchema = z.object({
  orderId: positiveIntField(M.orderIdRequired),
  ...bankTransferShape,
});

export const settlementOpenSchema = z.object({
  auctionId: positiveIntField(M.auctionIdRequired),
});

export type SettlementPayValues = z.output<typeof settlementPaySchema>;
export type BankTransferValues = Omit<SettlementPayValues, 'orderId'>;
