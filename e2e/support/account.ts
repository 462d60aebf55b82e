/** Account helpers for the journeys: test users, SMS codes and puzzle answers from the hooks. */
import { randomInt } from 'node:crypto';
import { creditCodeCheckChar } from '@portal/shared/validation/credit-code';
import type { Locator, Page } from 'playwright-core';

export interface TestUser {
  username: string;
  telephone: string;
  password: string;
}

/** 1×1 PNG: the upload endpoint checks the file type by its magic bytes. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function newUser(prefix = 'e2e'): TestUser {
  return {
    username: `${prefix}_${Date.now().toString(36)}${randomInt(100, 999)}`,
    telephone: `139${String(randomInt(0, 99_999_999)).padStart(8, '0')}`,
    password: 'abc123!x',
  };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function callApi<T>(
  baseUrl: string,
  path: string,
  body: unknown = {},
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/gateway${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The latest SMS code sent to `telephone` for `type` (test hook), waiting for it briefly. */
export async function smsCode(
  baseUrl: string,
  telephone: string,
  type: 1 | 2 | 3,
): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(
      `${baseUrl}/gateway/__test__/sms?telephone=${telephone}&type=${type}`,
    );
    if (response.ok) return ((await response.json()) as { code: string }).code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS code for ${telephone}`);
}

/** The puzzle answer (piece left offset) of a challenge (test hook). */
export async function slideAnswer(baseUrl: string, challengeId: string): Promise<number> {
  const response = await fetch(`${baseUrl}/gateway/__test__/slide/${challengeId}`);
  if (!response.ok) throw new Error(`no such challenge ${challengeId}`);
  return ((await response.json()) as { x: number }).x;
}

/** Registers through the API (for journeys that start with an existing member). */
export async function registerViaApi(
  baseUrl: string,
  user: TestUser,
  digest: (plain: string) => string,
): Promise<string> {
  const sent = await callApi(baseUrl, '/client/api/send/captcha', {
    type: 2,
    telephone: user.telephone,
  });
  if (sent.code !== 1) throw new Error(`send captcha: ${sent.msg}`);
  const captcha = await smsCode(baseUrl, user.telephone, 2);
  const result = await callApi<{ token: string }>(baseUrl, '/client/api/register', {
    username: user.username,
    telephone: user.telephone,
    captcha,
    password: digest(user.password),
    accountType: 2,
  });
  if (result.code !== 1) throw new Error(`register: ${result.msg}`);
  return result.data.token;
}

/** Uploads a 1×1 PNG as the token's private file (the upload endpoint); the file's id. */
export async function uploadPng(
  baseUrl: string,
  token: string,
  fileName = 'licence.png',
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), fileName);
  const uploaded = await fetch(`${baseUrl}/gateway/client/api/upload/url`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const file = (await uploaded.json()) as Envelope<{ id: number }>;
  if (file.code !== 1) throw new Error(`upload: ${file.msg}`);
  return file.data.id;
}

/** Submits an enterprise certification through the API, with one uploaded licence. */
export async function certifyViaApi(
  baseUrl: string,
  token: string,
  company = { realName: '测试科技有限公司', certNo: '91350100MA2XY12346' },
): Promise<void> {
  const submitted = await callApi(
    baseUrl,
    '/client/user/auth',
    { authType: 2, ...company, materials: [await uploadPng(baseUrl, token)] },
    token,
  );
  if (submitted.code !== 1) throw new Error(`certify: ${submitted.msg}`);
}

/**
 * Fills the account login form, waits for the puzzle and drags its handle `offset(answer)` px.
 * Returns the answer so a journey can check where the piece ended.
 */
export async function loginWithPuzzle(
  page: Page,
  baseUrl: string,
  user: Pick<TestUser, 'username' | 'password'>,
  offset: (answer: number) => number = (answer) => answer,
): Promise<number> {
  await page.getByPlaceholder('请输入账号').fill(user.username);
  await page.getByPlaceholder('请输入密码').fill(user.password);
  const challenge = page.waitForResponse((r) => r.url().includes('/client/api/slide/challenge'));
  await page.locator('[data-testid="account-login"] button[type="submit"]').click();
  const body = (await (await challenge).json()) as Envelope<{ challengeId: string }>;
  const answer = await slideAnswer(baseUrl, body.data.challengeId);
  await dragPuzzle(page, offset(answer));
  return answer;
}

/** The dialog zooms in when it opens: wait until the handle stops moving. */
async function stableBox(page: Page, locator: Locator) {
  let previous = await locator.boundingBox();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await page.waitForTimeout(60);
    const current = await locator.boundingBox();
    if (
      previous &&
      current &&
      current.x === previous.x &&
      current.y === previous.y &&
      current.width === previous.width
    ) {
      return current;
    }
    previous = current;
  }
  throw new Error('puzzle handle did not settle');
}

/**
 * Drags the puzzle handle by `puzzlePx` of the puzzle's own pixels (the server's answer) the way
 * a hand does, so the browser records a trace
 * the server accepts: slow start, fast middle, slow end with a small overshoot corrected,
 * in bursts of pointer moves with short pauses between them, a px or two of wobble.
 */
export async function dragPuzzle(page: Page, puzzlePx: number): Promise<void> {
  const handle = page.getByTestId('slide-handle');
  const puzzle = page.locator('[data-testid="slide-puzzle"][data-phase="ready"]');
  await puzzle.waitFor();
  // On a narrow screen the puzzle is drawn smaller: the hand moves the answer times the scale.
  const distance = puzzlePx * Number((await puzzle.getAttribute('data-scale')) ?? 1);
  const box = await stableBox(page, handle);
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const overshoot = distance + 4;
  const segments = 10;
  for (let segment = 1; segment <= segments; segment += 1) {
    const s = segment / segments;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    await page.mouse.move(startX + overshoot * eased, y + (segment % 3) - 1, { steps: 3 });
    await page.waitForTimeout(30 + (segment % 4) * 10);
  }
  await page.mouse.move(startX + distance, y, { steps: 3 });
  await page.waitForTimeout(60);
  await page.mouse.up();
}

/** A valid unified social credit code (GB 32100 check character), new for each call. */
export function newCreditCode(): string {
  const body = `91370100MA${String(Date.now()).slice(-7)}`;
  return `${body}${creditCodeCheckChar(body)}`;
}
