import type { Page } from '@portal/shared';
import type { TestContext } from './app.ts';
import { get } from './client.ts';

/** GET a page and return its data, failing loudly on an error envelope. */
export async function page<T>(ctx: TestContext, url: string, token?: string): Promise<Page<T>> {
  const res = await get<Page<T>>(ctx.app, url, token ? { token } : {});
  if (res.code !== 1) throw new Error(`${url}: ${res.code} ${res.msg}`);
  return res.data;
}

/** Every record of a list (the largest page size), for checking that a filter really filters. */
export async function all<T>(ctx: TestContext, url: string, token?: string): Promise<T[]> {
  const sep = url.includes('?') ? '&' : '?';
  const first = await page<T>(ctx, `${url}${sep}pageSize=100`, token);
  const records = [...first.records];
  for (let n = 2; records.length < first.total; n++) {
    records.push(...(await page<T>(ctx, `${url}${sep}pageSize=100&pageNum=${n}`, token)).records);
  }
  return records;
}

/**
 * A technical need written straight to the database (both its need and give type one new
 * 技术攻关 tag, no contact or budget), created now; answers its id.
 */
export async function insertNeed(
  ctx: TestContext,
  need: {
    userId: number;
    goodsName: string;
    deadlineTime: string;
    status: number;
    goodsDesc?: string | null;
  },
): Promise<{ id: number }> {
  const now = ctx.clock.now();
  const tag = await ctx.db
    .insertInto('needTags')
    .values({ tagName: '技术攻关', type: 1, sort: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ctx.db
    .insertInto('needs')
    .values({
      goodsDesc: null,
      ...need,
      needType: tag.id,
      giveType: tag.id,
      tagIds: '[]',
      techFieldId: null,
      regionCode: null,
      budget: null,
      companyName: null,
      linkman: null,
      linkphone: null,
      viewCount: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
