import { beforeAll, describe, expect, it } from 'vitest';
import { pointLinksAtScreens } from '../../src/db/migrations/20261124_04_interaction.ts';
import { seedBaseContent } from '../../src/db/seed/content/index.ts';
import { appForFile } from '../support/app.ts';

const ctx = appForFile();
beforeAll(async () => {
  await seedBaseContent(ctx.db);
});

const navRow = (name: string) =>
  ctx.db
    .selectFrom('navItems')
    .select(['routerName', 'tableRoute', 'clickType'])
    .where('name', '=', name)
    .where('parentId', 'is', null)
    .executeTakeFirstOrThrow();
const opinionUrl = async () =>
  (
    await ctx.db
      .selectFrom('siteSettings')
      .select('value')
      .where('key', '=', 'opinionFormUrl')
      .executeTakeFirstOrThrow()
  ).value;

describe('links to 互动交流, 下载专区 and 意见反馈', () => {
  it('are seeded pointing at the screens', async () => {
    expect(await navRow('互动交流')).toEqual({
      routerName: 'Interaction',
      tableRoute: '/Interaction',
      clickType: 1,
    });
    expect((await navRow('下载专区')).routerName).toBe('Formdownload');
    expect(await opinionUrl()).toBe('/Feedback');
  });

  it('are moved there in a database seeded before the screens, unless an operator changed them', async () => {
    // As the earlier seed wrote them: interim links without a route name.
    await ctx.db
      .updateTable('navItems')
      .set({ routerName: null, tableRoute: '/Introduction' })
      .where('name', '=', '互动交流')
      .execute();
    await ctx.db
      .updateTable('navItems')
      .set({ routerName: null, tableRoute: '/#policyInformation' })
      .where('name', '=', '下载专区')
      .execute();
    await ctx.db
      .updateTable('siteSettings')
      .set({ value: '/Introduction' })
      .where('key', '=', 'opinionFormUrl')
      .execute();
    await pointLinksAtScreens(ctx.db as never);
    expect((await navRow('互动交流')).tableRoute).toBe('/Interaction');
    expect(await navRow('下载专区')).toEqual({
      routerName: 'Formdownload',
      tableRoute: '/Formdownload',
      clickType: 1,
    });
    expect(await opinionUrl()).toBe('/Feedback');

    await ctx.db
      .updateTable('siteSettings')
      .set({ value: 'https://forms.example.com/feedback' })
      .where('key', '=', 'opinionFormUrl')
      .execute();
    await pointLinksAtScreens(ctx.db as never);
    expect(await opinionUrl()).toBe('https://forms.example.com/feedback');
  });
});
