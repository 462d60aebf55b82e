import type { FastifyInstance } from 'fastify';
import { invalid } from '../../lib/errors.ts';
import { type Cap, chargeCaps, claimInterval, releaseInterval } from '../../lib/quota.ts';
import { formatDate, MINUTE } from '../../lib/time.ts';
import { sha256, sixDigitCode } from '../../lib/tokens.ts';

export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_RESEND_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_ATTEMPTS = 5;
const DAILY_LIMIT_MESSAGE = '今日验证码发送次数已达上限，请明天再试';

const codeHash = (telephone: string, purpose: number, code: string) =>
  sha256(`${telephone}:${purpose}:${code}`);

/**
 * The caps one SMS counts against: the phone's, the sender's IP (a per-IP limit, so off with
 * RATE_LIMIT=0 like the others) and the whole site's, which bounds the SMS bill.
 */
function dailyCaps(app: FastifyInstance, telephone: string, ip: string, now: number): Cap[] {
  const period = formatDate(now);
  const caps: Cap[] = [
    {
      scope: 'sms-phone',
      key: telephone,
      period,
      limit: SMS_DAILY_LIMIT,
      message: DAILY_LIMIT_MESSAGE,
    },
  ];
  if (app.config.RATE_LIMIT) {
    caps.push({
      scope: 'sms-ip',
      key: ip,
      period,
      limit: app.config.SMS_DAILY_LIMIT_PER_IP,
      message: DAILY_LIMIT_MESSAGE,
    });
  }
  caps.push({
    scope: 'sms-site',
    key: 'all',
    period,
    limit: app.config.SMS_DAILY_LIMIT_SITE,
    message: '今日短信发送量已达平台上限，请明天再试或使用账号密码登录',
  });
  return caps;
}

const resendSlot = (telephone: string, purpose: number) => ({
  scope: 'sms-resend',
  key: `${telephone}:${purpose}`,
  intervalMs: SMS_RESEND_MS,
  message: (wait: number) => `请${wait}秒后再获取验证码`,
});

/** Issues a code for a phone and purpose, enforcing the resend interval and daily cap. */
export async function issueSmsCode(
  app: FastifyInstance,
  input: { telephone: string; purpose: number; ip: string },
): Promise<void> {
  const now = app.clock.now();
  const { telephone, purpose } = input;
  const slot = resendSlot(telephone, purpose);
  await claimInterval(app.db, slot, now);
  try {
    await chargeCaps(app.db, dailyCaps(app, telephone, input.ip, now), now);
  } catch (err) {
    await releaseInterval(app.db, slot);
    throw err;
  }

  const code = sixDigitCode();
  const row = await app.db
    .insertInto('smsCodes')
    .values({
      telephone,
      purpose,
      codeHash: codeHash(telephone, purpose, code),
      createdAt: now,
      expiresAt: now + SMS_CODE_TTL_MS,
      usedAt: null,
      ip: input.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await app.sms.send({ telephone, code, purpose });
  } catch (err) {
    app.log.error({ err, telephone }, 'sms send failed');
    await app.db.deleteFrom('smsCodes').where('id', '=', row.id).execute();
    await releaseInterval(app.db, slot);
    throw invalid('短信发送失败，请稍后再试');
  }
}

/**
 * Checks a code and uses it up. Only the latest code of that phone and purpose counts;
 * a code sent for another purpose is never accepted.
 */
export async function consumeSmsCode(
  app: FastifyInstance,
  input: { telephone: string; purpose: number; code: string },
): Promise<void> {
  const now = app.clock.now();
  const latest = await app.db
    .selectFrom('smsCodes')
    .selectAll()
    .where('telephone', '=', input.telephone)
    .where('purpose', '=', input.purpose)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.usedAt != null || now >= latest.expiresAt) {
    throw invalid('验证码错误或已失效，请重新获取');
  }
  // Each try is counted before the comparison, in one conditional update, so parallel guesses
  // cannot share a count and the sixth is refused whatever it holds.
  const counted = await app.db
    .updateTable('smsCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .where('usedAt', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw invalid('验证码错误次数过多，请重新获取');
  if (latest.codeHash !== codeHash(input.telephone, input.purpose, input.code)) {
    const left = SMS_MAX_ATTEMPTS - counted.attempts;
    throw invalid(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取');
  }
  // The conditional update makes a concurrent second use of the same code fail.
  const used = await app.db
    .updateTable('smsCodes')
    .set({ usedAt: now })
    .where('id', '=', latest.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw invalid('验证码错误或已失效，请重新获取');
}
