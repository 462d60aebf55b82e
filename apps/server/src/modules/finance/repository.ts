import type { FinanceCategory, MyFinanceApply, Page } from '@portal/shared';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { dictNames } from '../home/board-repository.ts';

export async function financeCategories(db: Db): Promise<FinanceCategory[]> {
  return db
    .selectFrom('financeCategories')
    .select(['id', 'catName', 'catDesc', 'catImg'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The dictionary option with this value (guaranty_type…) or row id (company_property). */
export async function dictOption(db: Db, key: string, by: { value?: number; id?: number }) {
  let q = db
    .selectFrom('dictOptions')
    .select(['id', 'optName', 'optValue'])
    .where('dictKey', '=', key);
  if (by.value !== undefined) q = q.where('optValue', '=', String(by.value));
  if (by.id !== undefined) q = q.where('id', '=', by.id);
  return q.executeTakeFirst();
}

export async function insertLoan(db: Db, row: Insertable<Database['loanApplications']>) {
  return (
    await db.insertInto('loanApplications').values(row).returning('id').executeTakeFirstOrThrow()
  ).id;
}

export async function insertFinancing(db: Db, row: Insertable<Database['financingDemands']>) {
  return (
    await db.insertInto('financingDemands').values(row).returning('id').executeTakeFirstOrThrow()
  ).id;
}

export async function insertFinanceDemand(
  db: Db,
  row: Insertable<Database['financeDemandApplications']>,
) {
  return (
    await db
      .insertInto('financeDemandApplications')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The three kinds as one shape: `ref` is the guaranty type of a loan, `note` its free text. */
function kindQueries(db: Db, userId: number) {
  const loans = db
    .selectFrom('loanApplications')
    .where('userId', '=', userId)
    .select([
      sql<number>`1`.as('kind'),
      'id',
      'companyName',
      sql<number | null>`apply_money`.as('applyMoney'),
      sql<string | null>`link_name`.as('linkman'),
      'linkPhone',
      sql<number | null>`guaranty_type`.as('ref'),
      sql<string | null>`money_use`.as('note'),
      'status',
      'createdAt',
    ]);
  const financing = db
    .selectFrom('financingDemands')
    .where('userId', '=', userId)
    .select([
      sql<number>`2`.as('kind'),
      'id',
      'companyName',
      sql<number | null>`apply_money`.as('applyMoney'),
      sql<string | null>`cast(null as text)`.as('linkman'),
      'linkPhone',
      sql<number | null>`cast(null as integer)`.as('ref'),
      sql<string | null>`project_desc`.as('note'),
      'status',
      'createdAt',
    ]);
  const demands = db
    .selectFrom('financeDemandApplications')
    .where('userId', '=', userId)
    .select([
      sql<number>`3`.as('kind'),
      'id',
      'companyName',
      sql<number | null>`cast(null as numeric)`.as('applyMoney'),
      sql<string | null>`linkman`.as('linkman'),
      sql<string>`linkphone`.as('linkPhone'),
      sql<number | null>`cast(null as integer)`.as('ref'),
      sql<string | null>`join_reason`.as('note'),
      'status',
      'createdAt',
    ]);
  return { 1: loans, 2: financing, 3: demands } as const;
}

const COUNT_TABLES = {
  1: 'loanApplications',
  2: 'financingDemands',
  3: 'financeDemandApplications',
} as const;

/** A member's finance submissions of one kind or all, newest first. */
export async function myFinanceApplies(
  db: Db,
  userId: number,
  query: Paging & { kind?: 1 | 2 | 3 | undefined },
): Promise<Page<MyFinanceApply>> {
  const kinds = query.kind ? [query.kind] : ([1, 2, 3] as const);
  const queries = kindQueries(db, userId);
  const [first, ...rest] = kinds.map((k) => queries[k]);
  const union = rest.reduce((acc, q) => acc.unionAll(q), first!);
  const { offset, limit } = pageWindow(query);
  const [rows, counts, guaranty] = await Promise.all([
    db
      .selectFrom(union.as('u'))
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('kind')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    Promise.all(
      kinds.map((k) =>
        db
          .selectFrom(COUNT_TABLES[k])
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    ),
    dictNames(db, 'guaranty_type'),
  ]);
  const records = rows.map((r) => {
    const guarantyName = r.ref == null ? '' : (guaranty.get(Number(r.ref)) ?? '');
    const summary =
      r.kind === 1
        ? [`担保方式：${guarantyName}`, r.note].filter(Boolean).join('；')
        : (r.note ?? '');
    return {
      id: r.id,
      kind: Number(r.kind),
      companyName: r.companyName,
      applyMoney: r.applyMoney == null ? null : Number(r.applyMoney),
      linkman: r.linkman,
      linkPhone: r.linkPhone,
      summary,
      status: r.status,
      createdAt: formatTime(r.createdAt)!,
    };
  });
  const total = counts.reduce((sum, c) => sum + Number(c.n), 0);
  return toPage(records, total, query);
}
