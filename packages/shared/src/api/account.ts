import { z } from 'zod';
import { SLIDE_TRACE } from '../constants.ts';
import { REGISTER_ACCOUNT_TYPES } from '../enums/account-type.ts';
import { VERIFY_STATUSES } from '../enums/verify-status.ts';
import type {
  changePasswordRequestSchema,
  forgotRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  sendCaptchaRequestSchema,
  submitAuthRequestSchema,
} from '../validation/account.ts';
import { Messages, numericKeyOf } from '../validation/common.ts';
/**
 * Request and response shapes of the account endpoints (spec §7 "General").
 * Paths are relative to the API base (`/gateway`).
 */

export const AccountPaths = {
  sendCaptcha: '/client/api/send/captcha',
  login: '/client/api/login',
  register: '/client/api/register',
  forgetPassword: '/client/api/forget/psw',
  changePassword: '/client/password',
  logout: '/client/logout',
  authInfo: '/client/mine/auth/info',
  userInfo: '/client/mine/user/info',
  submitAuth: '/client/user/auth',
  slideChallenge: '/client/api/slide/challenge',
  slideVerify: '/client/api/slide/verify',
  uploadFile: '/client/api/upload/url',
  uploadInfo: '/client/api/upload/info',
  /** GET; a member's private file, to its owner (and operators) only: append the file id. */
  privateFile: '/client/mine/file/',
  exportAccount: '/client/mine/account/export',
  deleteAccount: '/client/mine/account/delete',
} as const;

/** Captcha purposes: 1 login, 2 register, 3 forgot password. */
export type CaptchaPurpose = 1 | 2 | 3;

/**
 * A file as the answers list it (uploads, applications, registrations). Which files are public
 * is not said here: answers that need it (the provider workspace) extend this with isPublic.
 */
export const uploadedFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  /**
   * Public files: a static path under /uploads/. Private ones (the default): an API path below
   * the API base (`/client/mine/file/<id>`) that needs the owner's token — fetch it, don't link it.
   */
  url: z.string(),
  size: z.number(),
  mime: z.string(),
});

/** A file and whether it is public: answers that show private files (fetched with the token) apart. */
export const uploadedFileWithAccessSchema = uploadedFileSchema.extend({ isPublic: z.boolean() });
export type UploadedFile = z.infer<typeof uploadedFileWithAccessSchema>;

export type SendCaptchaRequest = z.input<typeof sendCaptchaRequestSchema>;

/** type 1: account + password digest + slide ticket; type 2: phone + SMS code. */
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  username: z.string(),
  telephone: z.string(),
  needChangePassword: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Registration account types: 5 university individual, 2 enterprise, 3 individual. */
export type RegisterAccountType = 5 | 2 | 3;

export type RegisterRequest = z.input<typeof registerRequestSchema>;

export type RegisterResult = LoginResult;

export type ForgetPasswordRequest = z.input<typeof forgotRequestSchema>;

export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** 0 not certified, 1 in progress, 2 certified, 3 failed. */
const verifyStatusSchema = numericKeyOf(VERIFY_STATUSES);

export const authInfoSchema = z.object({
  /** 0 = not chosen yet; otherwise the certification type the member applied for. */
  authType: z.number(),
  verifyStatus: verifyStatusSchema,
  /** Operator's reason when verifyStatus is 3. */
  reason: z.string().nullable(),
  /** Materials of the latest submission. */
  materials: z.array(uploadedFileSchema),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;

export type SubmitAuthRequest = z.input<typeof submitAuthRequestSchema>;

export const userInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  /** Masked for display: 138****5678. */
  telephone: z.string(),
  /** 0 until the member chooses one. */
  accountType: z.union([z.literal(0), numericKeyOf(REGISTER_ACCOUNT_TYPES)]),
  authType: z.number(),
  verifyStatus: verifyStatusSchema,
  needChangePassword: z.boolean(),
  /** An operator reset the password and the member has not changed it yet: the forced change says so. */
  passwordReset: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const slideChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number(),
  height: z.number(),
  /** Background with the hole cut, as a data URL. */
  background: z.string(),
  /** Piece image (full height strip), as a data URL; its left edge is moved by the drag. */
  piece: z.string(),
  pieceWidth: z.number(),
});
export type SlideChallenge = z.infer<typeof slideChallengeSchema>;

/** One sample of a drag: px right of and below where it started, ms since it started. */
export type SlideTracePoint = [dx: number, dy: number, t: number];

const FAILED = { error: Messages.verifyFailed };
const coordinate = z.number(FAILED).min(-1000, FAILED).max(1000, FAILED);

/** POST slide/verify: every failure answers 验证失败, so a bot learns nothing from the message. */
export const slideVerifyRequestSchema = z.strictObject(
  {
    challengeId: z.string(FAILED).uuid(FAILED),
    /** Left offset of the piece in px when the user let go. */
    x: z.coerce.number<number>(FAILED).min(0, FAILED).max(1000, FAILED),
    /** Drag duration in ms, from pointer down to release. */
    duration: z.number(FAILED).int(FAILED).min(0, FAILED).max(600_000, FAILED),
    /**
     * The drag as sampled (at most every SLIDE_TRACE.sampleMs, at most
     * SLIDE_TRACE.maxPoints points), starting at [0, 0, 0] and ending at the release.
     */
    trace: z
      .array(
        z.tuple(
          [coordinate, coordinate, z.number(FAILED).min(0, FAILED).max(600_000, FAILED)],
          FAILED,
        ),
        FAILED,
      )
      .min(1, FAILED)
      .max(SLIDE_TRACE.maxPoints, FAILED),
  },
  FAILED,
);
export type SlideVerifyRequest = z.input<typeof slideVerifyRequestSchema>;

export const slideVerifyResultSchema = z.object({
  /** One-time ticket, valid 2 minutes, that account login must present. */
  ticket: z.string(),
});
export type SlideVerifyResult = z.infer<typeof slideVerifyResultSchema>;
