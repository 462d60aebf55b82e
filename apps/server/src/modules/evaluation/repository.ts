import {
  EVALUATION_LEVELS,
  EVALUATION_TYPES,
  type EvaluationAgency,
  type EvaluationLevel,
  type EvaluationOverview,
  type EvaluationReportDetail,
  type EvaluationReportItem,
  type EvaluationType,
  labelOf,
  maskPhone,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { fullRegionName, type MarketFilterValues } from '../../kit/list/filters.ts';
import {
  filteredPage,
  itemNames,
  marketColumns,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';

/** Published evaluation reports and the agencies that wrote them (/TechnicalList, detail). */

const ITEM_COLUMNS = [
  'r.id',
  'r.title',
  'r.reportNo',
  'r.outcomeId',
  'r.outcomeName',
  'r.holder',
  'r.agencyId',
  'a.agencyName',
  'r.evaluationType',
  'r.level',
  'r.trl',
  'r.assessedValue',
  'r.techFieldId',
  'r.regionCode',
  'r.evaluationDate',
  'r.summary',
  'r.viewCount',
] as const;

function published(db: Db) {
  return db
    .selectFrom('evaluationReports as r')
    .innerJoin('evaluationAgencies as a', 'a.id', 'r.agencyId')
    .where('r.status', '=', 1);
}

const COLUMNS = marketColumns('r', {
  title: 'title',
  summary: 'outcome_name',
  date: 'evaluation_date',
  price: 'assessed_value',
});

type ReportRow = SectionRow<typeof published>;

async function toItems(db: Db, rows: ReportRow[]): Promise<EvaluationReportItem[]> {
  const names = await itemNames(db, rows);
  return rows.map((r) => ({
    ...names.field(r.techFieldId),
    id: r.id,
    title: r.title,
    reportNo: r.reportNo,
    outcomeId: r.outcomeId,
    outcomeName: r.outcomeName,
    holder: r.holder,
    agencyId: r.agencyId,
    agencyName: r.agencyName,
    evaluationType: r.evaluationType as EvaluationType,
    evaluationTypeName: labelOf(EVALUATION_TYPES, r.evaluationType),
    level: r.level as EvaluationLevel,
    levelName: labelOf(EVALUATION_LEVELS, r.level),
    trl: r.trl,
    assessedValue: Number(r.assessedValue),
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    evaluationDate: r.evaluationDate,
    summary: r.summary,
    viewCount: r.viewCount,
  }));
}

export type ReportFilters = MarketFilterValues & {
  evaluationType?: number | undefined;
  level?: number | undefined;
  agencyId?: number | undefined;
};

/** The shared market filters apply; priceMin/priceMax bound the assessed value (万元). */
export function reportPage(db: Db, f: ReportFilters): Promise<Page<EvaluationReportItem>> {
  let base = published(db);
  if (f.evaluationType !== undefined) base = base.where('r.evaluationType', '=', f.evaluationType);
  if (f.level !== undefined) base = base.where('r.level', '=', f.level);
  if (f.agencyId !== undefined) base = base.where('r.agencyId', '=', f.agencyId);
  return filteredPage(db, f, {
    base,
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: (rows) => toItems(db, rows),
  });
}

/** A published report with its agency and related reports; undefined when there is none. */
export async function reportDetail(
  db: Db,
  id: number,
): Promise<EvaluationReportDetail | undefined> {
  const row = await published(db)
    .select([...ITEM_COLUMNS, 'r.content', 'r.experts'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [relatedList, agencies] = await Promise.all([
    relatedRows(published(db).select(ITEM_COLUMNS), COLUMNS, row),
    agencyList(db, row.agencyId),
  ]);
  const [[item], related] = await Promise.all([toItems(db, [row]), toItems(db, relatedList)]);
  return {
    ...item!,
    content: row.content,
    experts: row.experts,
    agency: agencies[0] ?? null,
    related,
  };
}

/** Active agencies (or the one named), in their set order, each with its published reports. */
export async function agencyList(db: Db, onlyId?: number): Promise<EvaluationAgency[]> {
  let q = db
    .selectFrom('evaluationAgencies as a')
    .leftJoin('evaluationReports as r', (join) =>
      join.onRef('r.agencyId', '=', 'a.id').on('r.status', '=', 1),
    )
    .select((eb) => [
      'a.id',
      'a.agencyName',
      'a.logo',
      'a.qualification',
      'a.regionCode',
      'a.intro',
      'a.types',
      'a.contact',
      'a.telephone',
      eb.fn.count<number>('r.id').as('reportCount'),
    ])
    .where('a.status', '=', 1)
    .groupBy([
      'a.id',
      'a.agencyName',
      'a.logo',
      'a.qualification',
      'a.regionCode',
      'a.intro',
      'a.types',
      'a.contact',
      'a.telephone',
      'a.sort',
    ])
    .orderBy('a.sort')
    .orderBy('a.id');
  if (onlyId !== undefined) q = q.where('a.id', '=', onlyId);
  const rows = await q.execute();
  return rows.map((a) => ({
    ...a,
    regionName: fullRegionName(a.regionCode),
    types: a.types
      .split(',')
      .map(Number)
      .filter((t): t is EvaluationType => Object.hasOwn(EVALUATION_TYPES, t)),
    telephone: maskPhone(a.telephone),
    reportCount: Number(a.reportCount),
  }));
}

/** Counts of /Technicalevaluation and the agencies. */
export async function evaluationOverview(db: Db): Promise<EvaluationOverview> {
  const [agencies, reports, served] = await Promise.all([
    agencyList(db),
    published(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('evaluationRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', [1, 2])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    agencyCount: agencies.length,
    reportCount: Number(reports.n),
    servedCount: Number(served.n),
    agencies,
  };
}
