import type { FastifyInstance } from 'fastify';
import { invalid, tooMany } from '../../lib/errors.ts';
import { DAY, MINUTE, startOfShanghaiDay } from '../../lib/time.ts';
import { sha256, sixDigitCode } from '../../lib/tokens.ts';

export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_RESEND_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_ATTEMPTS = 5;

const codeHash = (telephone: string, purpose: number, code: string) =>
  sha256(`${telephone}:${purpose}:${code}`);

/** Issues a code for a phone and purpose, enforcing the resend interval and daily cap. */
export async function issueSmsCode(
  app: FastifyInstance,
  input: { telephone: string; purpose: number; ip: string },
): Promise<void> {
  const now = app.clock.now();
  const { telephone, purpose } = input;
  const last = await app.db
    .selectFrom('smsCodes')
    .select('createdAt')
    .where('telephone', '=', telephone)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last && now - last.createdAt < SMS_RESEND_MS) {
    const wait = Math.ceil((SMS_RESEND_MS - (now - last.createdAt)) / 1000);
    throw tooMany(`请${wait}秒后再获取验证码`);
  }
  const today = await app.db
    .selectFrom('smsCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('telephone', '=', telephone)
    .where('createdAt', '>=', startOfShanghaiDay(now))
    .where('createdAt', '<', startOfShanghaiDay(now) + DAY)
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= SMS_DAILY_LIMIT) throw tooMany('今日验证码发送次数已达上限，请明天再试');

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
  if (latest.attempts >= SMS_MAX_ATTEMPTS) throw invalid('验证码错误次数过多，请重新获取');
  if (latest.codeHash !== codeHash(input.telephone, input.purpose, input.code)) {
    await app.db
      .updateTable('smsCodes')
      .set({ attempts: latest.attempts + 1 })
      .where('id', '=', latest.id)
      .execute();
    const left = SMS_MAX_ATTEMPTS - latest.attempts - 1;
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
