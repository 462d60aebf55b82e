/** Helpers of the home page journeys: a member's page, member-only reads, finance SMS codes. */
import assert from 'node:assert/strict';
import type { MyCollectItem, Page as ResultPage } from '@portal/shared/api/index';
import { digestPassword } from '@portal/shared/password';
import type { Browser, Page } from 'playwright-core';
import { certifyViaApi, newUser, registerViaApi, type TestUser } from './account.ts';
import { openPage, type PageOptions, scrollStopped, settled } from './browser.ts';
import type { TestServer } from './server.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Member {
  user: TestUser;
  token: string;
}

export async function newMember(baseUrl: string, prefix = 'home'): Promise<Member> {
  const user = newUser(prefix);
  const token = await registerViaApi(baseUrl, user, digestPassword);
  return { user, token };
}

/**
 * A member whose enterprise certification is approved (bidding, needs and bounties need one):
 * submitted through the API (as `company` when given), approved with the operator command.
 */
export async function certifiedMember(
  server: Pick<TestServer, 'baseUrl' | 'operator'>,
  prefix = 'home',
  company?: { realName: string; certNo: string },
): Promise<Member> {
  const member = await newMember(server.baseUrl, prefix);
  await certifyViaApi(server.baseUrl, member.token, company);
  await server.operator(['approve', '--username', member.user.username]);
  return member;
}

/** A page (1440×900 unless told) whose storage already holds the member's session. */
export async function memberPage(
  browser: Browser,
  baseUrl: string,
  member: Member,
  viewport?: { width: number; height: number },
  options?: PageOptions,
) {
  const session = {
    token: member.token,
    username: member.user.username,
    telephone: member.user.telephone,
  };
  return openPage(browser, baseUrl, viewport, {
    ...options,
    initScript: {
      script: ({ token, username, telephone }: typeof session) => {
        localStorage.setItem('token', token);
        localStorage.setItem(
          'userInfo',
          JSON.stringify({ username, telephone, token, needChangePassword: false }),
        );
      },
      arg: session,
    },
  });
}

/** GET through the gateway, with the member's token when given. */
export async function getApi<T>(
  baseUrl: string,
  path: string,
  query: Record<string, string | number | boolean> = {},
  token?: string,
): Promise<Envelope<T>> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  const response = await fetch(`${baseUrl}/gateway${path}?${search}`, {
    headers: token ? { Authorization: token } : {},
  });
  return (await response.json()) as Envelope<T>;
}

/** The ids of what the member has collected of `kind` (我的收藏's list). */
export async function collectedIds(
  baseUrl: string,
  member: Member,
  kind: string,
): Promise<number[]> {
  const collects = await getApi<ResultPage<MyCollectItem>>(
    baseUrl,
    '/client/mine/collect/list',
    { kind },
    member.token,
  );
  return collects.data.records.map((collect) => collect.id);
}

/** The latest code sent by home/phone/captcha (SMS purpose 4) to `telephone`. */
export async function financeSmsCode(baseUrl: string, telephone: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${baseUrl}/gateway/__test__/sms?telephone=${telephone}&type=4`);
    if (response.ok) return ((await response.json()) as { code: string }).code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no finance SMS code for ${telephone}`);
}

type Scope = ReturnType<Page['locator']>;

/** The antd form item labelled `label` inside `scope` (antd puts the label text in its title). */
export function formItem(page: Page, scope: Scope, label: string) {
  return scope.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });
}

/** Opens the antd select of the form item `label` and picks the option `option` (or the first). */
export async function pickOption(
  page: Page,
  scope: Scope,
  label: string,
  option?: string,
): Promise<string> {
  const select = formItem(page, scope, label).locator('.ant-select');
  await scrollStopped(page);
  await select.scrollIntoViewIfNeeded();
  await select.click();
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  const target = option ? options.filter({ hasText: option }).first() : options.first();
  await target.waitFor();
  const text = (await target.textContent()) ?? '';
  // The dropdown slides in (and a dialog may still be zooming): click once it has settled.
  await settled(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first());
  await scrollStopped(page);
  await target.click({ force: true });
  await options.first().waitFor({ state: 'hidden' });
  return text;
}

/**
 * Opens the antd select `select` (on a full page, not a form item) and picks the option showing
 * `option` once the dropdown has finished sliding in: a click during the motion can miss.
 */
export async function pickSelectOption(page: Page, select: Scope, option: string): Promise<void> {
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first();
  const target = dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await target.waitFor();
  await settled(dropdown);
  await target.click();
  await target.waitFor({ state: 'hidden' });
}

/** The error messages shown under the form items of `scope`. */
export async function fieldErrors(scope: Scope): Promise<string[]> {
  return scope.locator('.ant-form-item-explain-error').allInnerTexts();
}

/** The laid-out width of an element (not its bounding box, which the opening zoom scales). */
export function cssWidth(locator: Scope): Promise<number> {
  return locator.evaluate((element) =>
    Math.round(Number.parseFloat(getComputedStyle(element).width)),
  );
}

/** How long the home blocks below the first screen may take to render once scrolled to. */
const REVEAL_TIMEOUT_MS = 15_000;

/**
 * Scrolls the home page to its end a screen at a time, so every block that renders only when
 * scrolled near (home-page.tsx `Later`) is on the page, then back to the top.
 */
export async function revealHomeSections(page: Page) {
  await page.getByTestId('home-page').waitFor();
  const placeholders = page.locator('.hm-later');
  for (let screens = 0; screens < 40; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      const root = document.documentElement;
      return window.scrollY + window.innerHeight >= root.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (atEnd && (await placeholders.count()) === 0) break;
  }
  // A block the sweep passed before the page below it had grown is brought into view itself.
  // (Scrolled in the page: a placeholder may turn into its block between a count and a scroll.)
  // Until a deadline, not a number of tries: on a loaded machine 20 tries of 100 ms can end with a
  // block still a placeholder, which never renders once scrolled back to the top (the likely cause
  // of phone.test.ts finding no activity card at load 11).
  const deadline = Date.now() + REVEAL_TIMEOUT_MS;
  let left: string[] = [];
  do {
    left = await page.evaluate(() => {
      const placeholders = [...document.querySelectorAll('.hm-later')];
      placeholders[0]?.scrollIntoView({ block: 'center' });
      return placeholders.map((placeholder) => placeholder.id || '(no id)');
    });
    if (left.length) await page.waitForTimeout(100);
  } while (left.length && Date.now() < deadline);
  assert.deepEqual(left, [], 'every home block rendered once scrolled into view');
  await page.evaluate(() => window.scrollTo(0, 0));
}
