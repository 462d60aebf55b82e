import { ApiCode } from '@portal/shared';

/**
 * An application outcome that is not success. The error handler turns it into an HTTP 200
 * envelope `{code, msg, data: null}` (DESIGN §3); it is never logged as a server fault.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (msg: string) => new AppError(ApiCode.INVALID, msg);
export const notLoggedIn = (msg = '请登录') => new AppError(ApiCode.NOT_LOGGED_IN, msg);
export const forbidden = (msg = '无权执行此操作') => new AppError(ApiCode.FORBIDDEN, msg);
export const notFound = (msg = '记录不存在') => new AppError(ApiCode.NOT_FOUND, msg);
export const conflict = (msg: string) => new AppError(ApiCode.CONFLICT, msg);
export const locked = (msg: string) => new AppError(ApiCode.LOCKED, msg);
export const tooMany = (msg: string) => new AppError(ApiCode.TOO_MANY, msg);
export const notCertified = (msg: string) => new AppError(ApiCode.NOT_CERTIFIED, msg);
