import type { Page, ServiceRuleDetail, ServiceRuleItem } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { filteredPage } from '../../kit/list/list-kit.ts';
import { articleColumns, neighbours } from '../article/kit.ts';

/** 机构规则 (/ServiceRules, /ServiceRulesDetail): published rules, newest first. */

const COLUMNS = articleColumns('r', { title: 'title', summary: 'summary' });

const ITEM_COLUMNS = [
  'r.id',
  'r.title',
  'r.summary',
  'r.issuer',
  'r.publishDate',
  'r.viewCount',
] as const;

function published(db: Db) {
  return db.selectFrom('serviceRules as r').where('r.status', '=', 1);
}

export function rulePage(
  db: Db,
  f: {
    pageNum: number;
    pageSize: number;
    keyword?: string | undefined;
    publishDateFrom?: string | undefined;
    publishDateTo?: string | undefined;
    sort?: 'latest' | 'views' | undefined;
  },
): Promise<Page<ServiceRuleItem>> {
  return filteredPage(db, f, {
    base: published(db),
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: async (rows) => rows,
  });
}

export async function ruleDetail(db: Db, id: number): Promise<ServiceRuleDetail | undefined> {
  const row = await published(db)
    .select([...ITEM_COLUMNS, 'r.content'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const nav = await neighbours(published(db), COLUMNS, row);
  return { ...row, ...nav };
}
