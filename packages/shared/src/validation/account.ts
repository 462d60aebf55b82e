import { z } from 'zod';
import { AUTH_MATERIALS_MAX, CERT_NO_MAX, SLIDE_TICKET_MAX, USERNAME_MAX } from '../constants.ts';
import { AUTH_TYPE_VALUES, CREDIT_CODE_AUTH_TYPES } from '../enums/auth-type.ts';
import {
  captchaField,
  idArrayField,
  intEnumField,
  Messages,
  passwordDigestField,
  passwordField,
  phoneField,
  requiredText,
  strictRequest,
  USERNAME_PATTERN,
} from './common.ts';
import { CREDIT_CODE_INVALID, isValidCreditCode } from './credit-code.ts';

/*
 * Two layers (DESIGN §5): *form* schemas check what the user types in the browser; *request*
 * schemas check what travels on the wire, where passwords are MD5 digests and unknown fields
 * are refused.
 */

const CERT_NO_PATTERN = /^[A-Za-z0-9]+$/;

const loginUsername = () => requiredText(Messages.usernameRequired, USERNAME_MAX);
const newUsername = () =>
  requiredText(Messages.usernameRequired, USERNAME_MAX, Messages.usernameRule).regex(
    USERNAME_PATTERN,
    Messages.usernameRule,
  );
const formPhone = () => phoneField(Messages.phoneRequired, Messages.phoneInvalid);

/** The login type arrives as 1 or '1' (form posts); both become the number. */
function loginType<const N extends 1 | 2>(value: N) {
  return z
    .union([z.literal(value), z.literal(String(value) as `${N}`)], {
      error: Messages.loginTypeInvalid,
    })
    .transform(() => value);
}

const loginOptions = { error: Messages.loginTypeInvalid };

export const sendCaptchaRequestSchema = strictRequest({
  type: intEnumField([1, 2, 3], Messages.captchaTypeInvalid),
  telephone: phoneField(Messages.phoneInvalid, Messages.phoneInvalid),
});

export const loginFormSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: loginType(1),
      username: loginUsername(),
      // No pattern: accounts older than the rule must still be able to log in.
      password: z.string({ error: Messages.passwordRequired }).min(1, Messages.passwordRequired),
    }),
    z.object({
      type: loginType(2),
      telephone: formPhone(),
      captcha: captchaField(),
    }),
  ],
  loginOptions,
);

/** A field of the other login mode: tolerated when empty, refused with a value. */
const emptyOnly = (name: string) => z.string().max(0, `不支持的字段：${name}`).optional();

export const loginRequestSchema = z.discriminatedUnion(
  'type',
  [
    strictRequest({
      type: loginType(1),
      username: loginUsername(),
      password: passwordDigestField(Messages.passwordRequired),
      // Spec §7 sends the whole login form: the phone fields may come along, but only empty.
      telephone: emptyOnly('telephone'),
      captcha: emptyOnly('captcha'),
      ticket: requiredText(
        Messages.slideTicketRequired,
        SLIDE_TICKET_MAX,
        Messages.slideTicketRequired,
      ),
    }),
    strictRequest({
      type: loginType(2),
      telephone: formPhone(),
      captcha: captchaField(),
      username: emptyOnly('username'),
      password: emptyOnly('password'),
    }),
  ],
  loginOptions,
);

const accountType = () => intEnumField([5, 2, 3], Messages.accountTypeRequired);

export const registerFormSchema = z.object({
  username: newUsername(),
  telephone: formPhone(),
  captcha: captchaField(),
  password: passwordField(Messages.passwordRequired),
  accountType: accountType(),
  agree: z.literal(true, { error: Messages.termsRequired }),
});

/**
 * Spec §7's body is {username, telephone, captcha, password}: the account type is chosen
 * afterwards, in the certification dialog (§4), so it is optional here (0 until chosen).
 */
export const registerRequestSchema = strictRequest({
  username: newUsername(),
  telephone: formPhone(),
  captcha: captchaField(),
  /** MD5(salt + password) upper-cased. */
  password: passwordDigestField(Messages.passwordRequired),
  /** Optional: chosen later in the certification dialog (spec §4). */
  accountType: accountType().optional(),
});

export const forgotFormSchema = z.object({
  username: loginUsername(),
  telephone: formPhone(),
  captcha: captchaField(),
  password: passwordField(Messages.newPasswordRequired),
});

export const forgotRequestSchema = strictRequest({
  username: loginUsername(),
  telephone: formPhone(),
  captcha: captchaField(),
  password: passwordDigestField(Messages.newPasswordRequired),
});

function refuseSamePassword(
  value: { oldPassword: string; newPassword: string },
  ctx: z.RefinementCtx,
) {
  if (value.oldPassword === value.newPassword) {
    ctx.addIssue({ code: 'custom', message: Messages.passwordSameAsOld, path: ['newPassword'] });
  }
}

export const changePasswordFormSchema = z
  .object({
    // The old password predates the rule, so only presence is checked.
    oldPassword: z
      .string({ error: Messages.oldPasswordRequired })
      .min(1, Messages.oldPasswordRequired),
    newPassword: passwordField(Messages.newPasswordRequired),
  })
  .superRefine(refuseSamePassword);

export const changePasswordRequestSchema = strictRequest({
  oldPassword: passwordDigestField(Messages.oldPasswordRequired),
  newPassword: passwordDigestField(Messages.newPasswordRequired),
}).superRefine(refuseSamePassword);

export const submitAuthRequestSchema = strictRequest({
  authType: intEnumField(AUTH_TYPE_VALUES, Messages.authTypeRequired),
  /** Name of the organisation or person being certified. */
  realName: requiredText(Messages.realNameRequired),
  /** Unified social credit code or ID number, depending on authType. */
  certNo: requiredText(Messages.certNoRequired, CERT_NO_MAX).regex(
    CERT_NO_PATTERN,
    Messages.certNoInvalid,
  ),
  /** Ids returned by upload/url. */
  materials: idArrayField(Messages.materialsRequired).pipe(
    z
      .array(z.number())
      .min(1, Messages.materialsRequired)
      .max(AUTH_MATERIALS_MAX, Messages.materialsTooMany),
  ),
}).superRefine((value, ctx) => {
  // Organisations give an 18-character credit code whose check character must match (issue 26).
  if (
    (CREDIT_CODE_AUTH_TYPES as readonly number[]).includes(value.authType) &&
    !isValidCreditCode(value.certNo)
  ) {
    ctx.addIssue({ code: 'custom', path: ['certNo'], message: CREDIT_CODE_INVALID });
  }
});

export type SendCaptchaBody = z.output<typeof sendCaptchaRequestSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;
export type LoginBody = z.output<typeof loginRequestSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
export type RegisterBody = z.output<typeof registerRequestSchema>;
export type ForgotFormValues = z.output<typeof forgotFormSchema>;
export type ForgotBody = z.output<typeof forgotRequestSchema>;
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;
export type ChangePasswordBody = z.output<typeof changePasswordRequestSchema>;
export type SubmitAuthBody = z.output<typeof submitAuthRequestSchema>;
