import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_TARGET_VALUES } from '../enums/contact-request.ts';
import { Messages, phoneField, positiveIntField, requiredText } from './common.ts';

/** Messages of 意向洽谈 (contact requests). */
export const ContactMessages = {
  targetInvalid: '请选择要洽谈的项目',
  messageRequired: '请输入洽谈内容',
  messageTooLong: `洽谈内容最多${CONTACT_MESSAGE_MAX}个字`,
  replyRequired: '请输入回复内容',
  replyTooLong: `回复内容最多${CONTACT_MESSAGE_MAX}个字`,
  itemNotFound: '该项目不存在或已下架',
  ownItem: '这是您自己发布的项目，无需洽谈',
  openTwice: '您已就该项目发起洽谈，请等待对方回复',
  dailyLimit: (n: number) => `每天最多发起${n}次意向洽谈，请明天再试`,
  notFound: '洽谈记录不存在',
  replyRefused: '只有待回复的洽谈可以回复',
  closeRefused: '该洽谈已关闭',
  sent: '洽谈已发送，对方回复后将通过消息通知您',
  replied: '回复成功',
  closed: '洽谈已关闭',
  revealUsed: (limit: number) =>
    `本月联系方式查看次数（${limit}个）已用完，升级银卡会员可不限次数查看`,
} as const;

/** 查看联系方式: an outcome's or a need's full contact (member, counted by level). */
export const contactRevealSchema = z.object({
  targetType: z.enum(['outcome', 'need'], { error: ContactMessages.targetInvalid }),
  targetId: positiveIntField(ContactMessages.targetInvalid),
});

/** 意向洽谈: what a member sends about an outcome or a service product. */
export const contactRequestSchema = z.object({
  targetType: z.enum(CONTACT_TARGET_VALUES, { error: ContactMessages.targetInvalid }),
  targetId: positiveIntField(ContactMessages.targetInvalid),
  message: requiredText(
    ContactMessages.messageRequired,
    CONTACT_MESSAGE_MAX,
    ContactMessages.messageTooLong,
  ),
  linkman: requiredText(Messages.linkmanRequired),
  linkphone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
});

export type ContactRequestValues = z.output<typeof contactRequestSchema>;

/** The owner's (or an operator's) answer to a request. */
export const contactReplySchema = z.object({
  id: positiveIntField(ContactMessages.notFound),
  reply: requiredText(
    ContactMessages.replyRequired,
    CONTACT_MESSAGE_MAX,
    ContactMessages.replyTooLong,
  ),
});
