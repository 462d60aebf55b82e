import { z } from 'zod';
import { SLIDE_TICKET_MAX, USERNAME_MAX } from '../constants.ts';
import { OPERATOR_ROLE_VALUES } from '../enums/operator-role.ts';
import {
  Messages,
  optionalText,
  passwordDigestField,
  requiredText,
  strictRequest,
  USERNAME_PATTERN,
} from './common.ts';

/** Messages of the operator console (issue #14). */
export const AdminMessages = {
  reasonRequired: '请填写驳回原因',
  rolesRequired: '请至少选择一个角色',
  roleInvalid: '角色无效',
  mustChangePassword: '首次登录请先修改密码',
  noPermission: '当前角色无权执行此操作',
  operatorExists: '该运营账号已存在',
  operatorNotFound: '运营账号不存在',
  memberNotFound: '会员不存在',
  dateInvalid: '日期格式应为yyyy-MM-dd',
  selfLock: '不能停用自己的账号',
  selfRoles: '不能修改自己的角色',
  rolesConflict: '审核与审计角色不能由同一账号兼任（职责分离）',
} as const;

export const operatorLoginRequestSchema = strictRequest({
  username: requiredText(Messages.usernameRequired, USERNAME_MAX),
  password: passwordDigestField(Messages.passwordRequired),
  ticket: requiredText(
    Messages.slideTicketRequired,
    SLIDE_TICKET_MAX,
    Messages.slideTicketRequired,
  ),
});

export const operatorPasswordRequestSchema = strictRequest({
  oldPassword: passwordDigestField(Messages.oldPasswordRequired),
  newPassword: passwordDigestField(Messages.newPasswordRequired),
}).refine((v) => v.oldPassword !== v.newPassword, {
  message: Messages.passwordSameAsOld,
  path: ['newPassword'],
});

/** approve: true/false, or '1'/'0' from a form post; a refusal needs its reason. */
export const adminDecisionRequestSchema = strictRequest({
  approve: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])], {
    error: Messages.formInvalid,
  }),
  reason: optionalText(200),
})
  .transform((v) => ({
    approve: v.approve === true || v.approve === '1' || v.approve === 'true',
    reason: v.reason,
  }))
  .refine((v) => v.approve || Boolean(v.reason), {
    message: AdminMessages.reasonRequired,
    path: ['reason'],
  });

export const memberFreezeRequestSchema = strictRequest({
  frozen: z.boolean({ error: Messages.formInvalid }),
  reason: optionalText(200),
});

const rolesField = z
  .array(z.enum(OPERATOR_ROLE_VALUES, { error: AdminMessages.roleInvalid }), {
    error: AdminMessages.rolesRequired,
  })
  .min(1, AdminMessages.rolesRequired)
  .max(OPERATOR_ROLE_VALUES.length)
  .transform((roles) => [...new Set(roles)]);

export const operatorCreateRequestSchema = strictRequest({
  username: requiredText(Messages.usernameRequired, USERNAME_MAX, Messages.usernameRule).regex(
    USERNAME_PATTERN,
    Messages.usernameRule,
  ),
  displayName: requiredText('请输入姓名', 30),
  roles: rolesField,
  /** The first password's digest; the operator must change it at first login. */
  password: passwordDigestField(Messages.passwordRequired),
});

export const operatorUpdateRequestSchema = strictRequest({
  roles: rolesField.optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: Messages.formInvalid }).optional(),
});

export const operatorResetPasswordRequestSchema = strictRequest({
  password: passwordDigestField(Messages.passwordRequired),
});

export type OperatorLoginBody = z.output<typeof operatorLoginRequestSchema>;
export type AdminDecisionBody = z.output<typeof adminDecisionRequestSchema>;
export type OperatorCreateBody = z.output<typeof operatorCreateRequestSchema>;
