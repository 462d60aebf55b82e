import type { Envelope } from '@portal/shared';
import { creditCodeCheckChar, digestPassword } from '@portal/shared';
import { forgetUserSessions } from '../../src/modules/account/session-cache.ts';
import type { TestContext } from './app.ts';

type App = TestContext['app'];

export interface CallOptions {
  token?: string;
  form?: boolean;
  ip?: string;
}

/** POST through app.inject and parse the envelope. */
export async function post<T = unknown>(
  app: App,
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  let payload: string | undefined;
  if (body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  const res = await app.inject({
    method: 'POST',
    url: `/gateway${url}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return res.json() as Envelope<T>;
}

export async function get<T = unknown>(
  app: App,
  url: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const res = await app.inject({
    method: 'GET',
    url: `/gateway${url}`,
    headers: options.token ? { authorization: options.token } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return res.json() as Envelope<T>;
}

/** The latest SMS code sent, read through the test hook. */
export async function smsCode(app: App, telephone: string, type: number): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/gateway/__test__/sms?telephone=${telephone}&type=${type}`,
  });
  if (res.statusCode !== 200) throw new Error(`no sms code for ${telephone}/${type}`);
  return (res.json() as { code: string }).code;
}

export const PASSWORD = 'abc123!x';

let phoneSeq = 0;
/** A fresh valid mobile number per call. */
export function nextPhone(): string {
  phoneSeq += 1;
  return `1380000${String(phoneSeq).padStart(4, '0')}`;
}

/** Registers a member through the real endpoints and returns its token. */
export async function registerMember(
  ctx: TestContext,
  input: {
    username: string;
    telephone?: string;
    password?: string;
    accountType?: number;
    /** Approve an enterprise certification at once (bidding, needs, bounties need one). */
    certified?: boolean;
  },
) {
  const telephone = input.telephone ?? nextPhone();
  const sent = await post(ctx.app, '/client/api/send/captcha', { type: 2, telephone });
  if (sent.code !== 1) throw new Error(`send captcha failed: ${sent.msg}`);
  const captcha = await smsCode(ctx.app, telephone, 2);
  const res = await post<{ token: string }>(ctx.app, '/client/api/register', {
    username: input.username,
    telephone,
    captcha,
    password: digestPassword(input.password ?? PASSWORD),
    accountType: input.accountType ?? 2,
  });
  if (res.code !== 1) throw new Error(`register failed: ${res.msg}`);
  if (input.certified) await certifyMember(ctx, input.username);
  return { token: res.data.token, telephone };
}

/** The id of the user called `username`. */
export async function userIdOf(ctx: TestContext, username: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * A drag to `x` as a hand makes it: fast in the middle, slow at both ends, a small overshoot
 * corrected at the end, a few px of vertical wobble, samples every 16–40 ms. `seed` varies it.
 */
export function humanTrace(x: number, seed = 0) {
  let state = seed * 7919 + 17;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const travel = Math.round(500 + random() * 700);
  const overshoot = 2 + random() * 4;
  const trace: [number, number, number][] = [[0, 0, 0]];
  let t = 0;
  while (t < travel) {
    t = Math.min(travel, t + 16 + Math.floor(random() * 24));
    const s = t / travel;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    trace.push([Math.round((x + overshoot) * eased), Math.round(Math.sin(s * 5) * 2), t]);
  }
  for (let step = 1; step <= 4; step++) {
    t += 30 + Math.floor(random() * 20);
    trace.push([Math.round(x + overshoot * (1 - step / 4)), 1, t]);
  }
  return { x, duration: t + 10, trace };
}

/** Solves a slide puzzle through the test hook and returns the login ticket. */
export async function slideTicket(app: App): Promise<string> {
  const challenge = await post<{ challengeId: string }>(app, '/client/api/slide/challenge');
  const hook = await app.inject({
    method: 'GET',
    url: `/gateway/__test__/slide/${challenge.data.challengeId}`,
  });
  const { x } = hook.json() as { x: number };
  const verified = await post<{ ticket: string }>(app, '/client/api/slide/verify', {
    challengeId: challenge.data.challengeId,
    ...humanTrace(x),
  });
  if (verified.code !== 1) throw new Error(`slide verify failed: ${verified.msg}`);
  return verified.data.ticket;
}

export async function passwordLogin(app: App, username: string, password = PASSWORD) {
  return post<{ token: string; needChangePassword: boolean; username: string; telephone: string }>(
    app,
    '/client/api/login',
    { type: 1, username, password: digestPassword(password), ticket: await slideTicket(app) },
  );
}

/** Uploads `bytes` as the member's private file and answers its id. */
async function uploadBytes(
  app: App,
  token: string,
  filename: string,
  mime: string,
  bytes: Buffer,
): Promise<number> {
  const boundary = '----portaltest';
  const res = await app.inject({
    method: 'POST',
    url: '/gateway/client/api/upload/url',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return (res.json() as { data: { id: number } }).data.id;
}

/** A small PDF of the member (a transfer slip, a certificate). */
export const uploadPdf = (app: App, token: string, filename: string) =>
  uploadBytes(app, token, filename, 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n'));

/** A PNG as the upload route recognises it (its signature), for covers and logos. */
export const uploadPng = (app: App, token: string, filename: string) =>
  uploadBytes(
    app,
    token,
    filename,
    'image/png',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  );

/** A valid credit code of an enterprise registered in `region` (6 digits; 济南市历下区 by default). */
export function creditCodeIn(region = '370102', serial = 'MA3C0K7U2'): string {
  const first17 = `91${region}${serial}`;
  return first17 + creditCodeCheckChar(first17);
}

/**
 * An approved certification, as an operator's approval leaves it: the certification row (a
 * company's name and credit code) and the member's 已认证 status.
 */
export async function certifyMember(
  ctx: TestContext,
  username: string,
  cert: { authType?: number; realName?: string; certNo?: string } = {},
) {
  const userId = await userIdOf(ctx, username);
  const now = ctx.clock.now();
  const authType = cert.authType ?? 2;
  await ctx.db
    .insertInto('certifications')
    .values({
      userId,
      authType,
      realName: cert.realName ?? '济南华辰智能科技有限公司',
      certNo: cert.certNo ?? creditCodeIn(),
      materials: '[]',
      status: 2,
      reason: null,
      submittedAt: now,
      decidedAt: now,
      decidedBy: null,
    })
    .execute();
  await ctx.db
    .updateTable('users')
    .set({ authType, verifyStatus: 2, updatedAt: now })
    .where('id', '=', userId)
    .execute();
  forgetUserSessions(ctx.db, userId);
  return userId;
}
