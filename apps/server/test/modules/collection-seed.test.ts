import type { CollectionOverview, Page, QuestionnaireItem } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { runCollectionCommand } from '../../src/cli/collection-commands.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

describe('collection demo data', () => {
  it('has four quarters, the last one being filled in now', async () => {
    const res = await get<CollectionOverview>(ctx.app, '/client/api/collection/overview');
    // The test clock is 2026-11-21.
    expect(res.data.periods.map((p) => [p.name, p.open])).toEqual([
      ['2026年第三季度', true],
      ['2026年第二季度', false],
      ['2026年第一季度', false],
      ['2025年第四季度', false],
    ]);
    expect(res.data.periods[0]).toMatchObject({ fillStart: '2026-10-01', fillEnd: '2026-12-31' });
  });

  it('gives period totals that equal the stored submissions', async () => {
    const form = await ctx.db
      .selectFrom('collectionForms')
      .select('id')
      .where('type', '=', 2)
      .executeTakeFirstOrThrow();
    const period = await ctx.db
      .selectFrom('collectionPeriods')
      .select('id')
      .where('code', '=', '2026Q2')
      .executeTakeFirstOrThrow();
    const rows = await ctx.db
      .selectFrom('collectionSubmissions')
      .select(['status', 'valuesJson'])
      .where('formId', '=', form.id)
      .where('periodId', '=', period.id)
      .execute();
    const submitted = rows.filter((r) => r.status === 1);
    expect(submitted.length).toBeGreaterThan(0);
    const sum = submitted.reduce(
      (a, r) => a + Number((JSON.parse(r.valuesJson) as { contractAmount: number }).contractAmount),
      0,
    );
    const stats = await runCollectionCommand(ctx.app, 'collection-stats', {
      type: '2',
      period: '2026Q2',
    });
    expect(stats).toContain(`已提交 ${submitted.length} 份`);
    expect(stats).toContain(
      `合同金额\t填写 ${submitted.length}\t合计 ${Math.round(sum * 100) / 100}万元`,
    );
  });

  it('has questionnaires with responses: members-only, anonymous and ended', async () => {
    const res = await get<Page<QuestionnaireItem>>(ctx.app, '/client/api/questionnaire/page');
    expect(res.data.total).toBe(3);
    expect(res.data.records.map((r) => [r.anonymous, r.open])).toEqual(
      expect.arrayContaining([
        [false, true],
        [true, true],
        [false, false],
      ]),
    );
    expect(res.data.records.every((r) => r.responseCount >= 8)).toBe(true);
  });
});
