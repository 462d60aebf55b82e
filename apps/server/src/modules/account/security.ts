import {
  CHANGE_PHONE_CAPTCHA_PURPOSE,
  DELETE_ACCOUNT_CAPTCHA_PURPOSE,
  type LoginRecord,
  type Page,
  SecurityMessages as SM,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { consumeSmsCode, issueSmsCode } from './sms-codes.ts';
import { findUserByTelephone, updateUser } from './user-repository.ts';

/** A phone another (live or deleted-and-kept) account holds. */
async function phoneTakenByOther(app: FastifyInstance, user: User, telephone: string) {
  const holder = await findUserByTelephone(app.db, telephone);
  return holder !== undefined && holder.id !== user.id;
}

/** Sends a change-phone code to the NEW phone; 409 when another account has that phone. */
export async function sendChangePhoneCode(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  telephone: string,
) {
  if (telephone === user.telephone) throw invalid(SM.phoneSame);
  if (await phoneTakenByOther(app, user, telephone)) throw conflict(SM.phoneTaken);
  await issueSmsCode(app, { telephone, purpose: CHANGE_PHONE_CAPTCHA_PURPOSE, ip: request.ip });
}

/**
 * The account's phone becomes `telephone` once the code sent to it is right. The unique index
 * on users.telephone settles a race with a registration or another change to the same phone.
 */
export async function changePhone(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  input: { telephone: string; captcha: string },
) {
  if (input.telephone === user.telephone) throw invalid(SM.phoneSame);
  if (await phoneTakenByOther(app, user, input.telephone)) throw conflict(SM.phoneTaken);
  await consumeSmsCode(app, {
    telephone: input.telephone,
    purpose: CHANGE_PHONE_CAPTCHA_PURPOSE,
    code: input.captcha,
  });
  await unlessTaken(SM.phoneTaken, async () => {
    await updateUser(app.db, user.id, { telephone: input.telephone, updatedAt: app.clock.now() });
  });
  await app.audit(request, {
    action: 'account.phone',
    outcome: 'success',
    detail: { from: maskTail(user.telephone), to: maskTail(input.telephone) },
  });
}

const maskTail = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Sends a code to the member's own phone, to confirm deleting the account. */
export async function sendDeleteCode(app: FastifyInstance, request: FastifyRequest, user: User) {
  await issueSmsCode(app, {
    telephone: user.telephone,
    purpose: DELETE_ACCOUNT_CAPTCHA_PURPOSE,
    ip: request.ip,
  });
}

/** Checks the SMS confirmation of a deletion (the password path is checked by the deletion). */
export async function confirmDeleteByCode(app: FastifyInstance, user: User, captcha: string) {
  await consumeSmsCode(app, {
    telephone: user.telephone,
    purpose: DELETE_ACCOUNT_CAPTCHA_PURPOSE,
    code: captcha,
  });
}

const FAILURES: Readonly<Record<string, string>> = {
  'wrong password': '密码错误',
  locked: '账号已锁定',
  'wrong sms code': '验证码错误',
};

/** Browser and system named from a User-Agent, roughly (login history only). */
export function describeAgent(ua: string): string {
  if (!ua) return '未知设备';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /MicroMessenger/i.test(ua)
      ? '微信'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /(iPhone|iPad|iPod)/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : '未知设备';
}

/** The member's own login attempts (success and failure), newest first, from the audit log. */
export async function loginHistory(
  app: FastifyInstance,
  userId: number,
  paging: Paging,
): Promise<Page<LoginRecord>> {
  const base = app.db
    .selectFrom('auditLog')
    .where('userId', '=', userId)
    .where('action', '=', 'login');
  const { offset, limit } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'createdAt', 'ip', 'userAgent', 'outcome', 'detail'])
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r): LoginRecord => {
    let detail: { type?: number; reason?: string } = {};
    try {
      detail = JSON.parse(r.detail) as typeof detail;
    } catch {
      // An unreadable detail only loses the method and the reason.
    }
    const success = r.outcome === 'success';
    const method =
      detail.type === 1 || detail.reason === 'wrong password' || detail.reason === 'locked'
        ? '账号密码'
        : detail.type === 2 || detail.reason === 'wrong sms code'
          ? '短信验证码'
          : '—';
    return {
      id: r.id,
      time: formatTime(Number(r.createdAt)) ?? '',
      ip: r.ip,
      userAgent: r.userAgent,
      device: describeAgent(r.userAgent),
      success,
      method,
      failure: success ? null : (FAILURES[detail.reason ?? ''] ?? '登录失败'),
    };
  });
  return toPage(records, total.n, paging);
}
