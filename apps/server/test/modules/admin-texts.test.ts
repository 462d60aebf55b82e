import { ContentPaths, HomePaths, AdminContentPaths as P } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentConsoleTokens } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

/*
 * The portal's fixed rich texts in the console (平台文本, issue #14): content edits them, audit
 * reads, the body is sanitised, and the portal shows the change at once.
 */
const ctx = appForFile(createSeededApp);
let content: string;
let audit: string;
let review: string;
let memberToken: string;

beforeAll(async () => {
  ({ content, audit, review, member: memberToken } = await contentConsoleTokens(ctx, 't'));
});

const as = (token: string) => ({ token });
const BODY = { title: '科技创新', content: '<p>新的介绍</p><script>alert(1)</script>', img: '' };

describe('platform texts', () => {
  it('guests, members and review are refused; audit reads and may not write', async () => {
    expect((await get(ctx.app, P.texts)).code).toBe(-401);
    expect((await get(ctx.app, P.texts, as(memberToken))).code).toBe(-401);
    expect((await get(ctx.app, P.texts, as(review))).code).toBe(403);
    expect((await post(ctx.app, P.text('about_us'), BODY, as(review))).code).toBe(403);
    expect((await post(ctx.app, P.text('about_us'), BODY, as(audit))).code).toBe(403);
    const list = await get<{ key: string }[]>(ctx.app, P.texts, as(audit));
    expect(list.data.map((t) => t.key)).toEqual([
      'platform_desc',
      'about_us',
      'tech_innovate',
      'protocol-1',
      'protocol-2',
    ]);
  });

  it('a home text: saved sanitised, audited, and shown on the portal at once', async () => {
    const portal = async () =>
      (await get<{ content: string }>(ctx.app, HomePaths.techInnovate)).data.content;
    await portal(); // cached
    expect(
      await post(ctx.app, P.text('tech_innovate'), { ...BODY, content: ' ' }, as(content)),
    ).toMatchObject({ code: 400, msg: '请填写正文' });
    const saved = await post<{ content: string }>(
      ctx.app,
      P.text('tech_innovate'),
      BODY,
      as(content),
    );
    expect(saved.code).toBe(1);
    expect(saved.data.content).toBe('<p>新的介绍</p>');
    expect(await portal()).toBe('<p>新的介绍</p>');
    const rows = await ctx.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', '=', 'admin.text.update')
      .where('outcome', '=', 'success')
      .execute();
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.detail)).toContain('tech_innovate');
  });

  it('the user agreement is edited in its protocols row; an unknown key is refused', async () => {
    const saved = await post(
      ctx.app,
      P.text('protocol-1'),
      { title: '用户服务协议', content: '<p>第一条</p>' },
      as(content),
    );
    expect(saved.code).toBe(1);
    const shown = await post<{ title: string; content: string }>(
      ctx.app,
      ContentPaths.protocolDetail,
      { type: 1 },
    );
    expect(shown.data).toMatchObject({ title: '用户服务协议', content: '<p>第一条</p>' });
    expect((await post(ctx.app, P.text('nope'), BODY, as(content))).code).toBe(400);
  });
});
