import {
  maskPhone,
  type Page,
  VOUCHER_ORG_PRODUCTS,
  type VoucherArticle,
  type VoucherNoticeDetail,
  type VoucherNoticeItem,
  type VoucherOrgDetail,
  type VoucherOrgItem,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fullRegionName, likePattern } from '../../kit/list/filters.ts';
import { filteredPage, type ListColumns } from '../../kit/list/list-kit.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { articleColumns, neighbours } from '../article/kit.ts';
import { dictNames } from '../market/dicts.ts';

/**
 * The voucher sub-site's public lists and details (/Coupon/Org, OrgDetail, Notice, NoticeDetail,
 * Policy, PerationGuide). The organisations are the published service_orgs of an org_type
 * (orgType > 0), the same rows the home's recommendOrg and the orgCount counter read.
 */

const ORG_COLUMNS: ListColumns = {
  filter: {
    title: 'o.org_name',
    summary: 'o.intro',
    field: null,
    region: 'o.region_code',
    date: 'o.created_at',
    dateIsMs: true,
    price: null,
  },
  sort: { date: 'o.created_at', price: null, views: 'o.view_count', id: 'o.id' },
};

function voucherOrgs(db: Db) {
  return db.selectFrom('serviceOrgs as o').where('o.status', '=', 1).where('o.orgType', '>', 0);
}

function withProductCount(q: ReturnType<typeof voucherOrgs>) {
  return q
    .select([
      'o.id',
      'o.orgName',
      'o.orgLogo',
      'o.orgType',
      'o.regionCode',
      'o.intro',
      'o.viewCount',
    ])
    .select((eb) =>
      eb
        .selectFrom('techServices as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.orgId', '=', 'o.id')
        .where('s.status', '=', 1)
        .as('productCount'),
    );
}

type OrgRow = Awaited<ReturnType<ReturnType<typeof withProductCount>['execute']>>[number];

async function toOrgItems(db: Db, rows: OrgRow[]): Promise<VoucherOrgItem[]> {
  const types = await dictNames(db, 'org_type');
  return rows.map((r) => ({
    id: r.id,
    orgName: r.orgName,
    orgLogo: r.orgLogo,
    orgType: r.orgType,
    orgTypeName: types.get(r.orgType) ?? '',
    regionCode: r.regionCode,
    regionName: fullRegionName(r.regionCode),
    intro: r.intro,
    productCount: Number(r.productCount ?? 0),
    viewCount: r.viewCount,
  }));
}

export interface VoucherOrgFilters {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  regionCode?: string | undefined;
  orgType?: number | undefined;
}

/** Recommended first, then the operator's order (as the home's list). */
export function voucherOrgPage(db: Db, f: VoucherOrgFilters): Promise<Page<VoucherOrgItem>> {
  let base = voucherOrgs(db);
  if (f.orgType !== undefined) base = base.where('o.orgType', '=', f.orgType);
  return filteredPage(
    db,
    { pageNum: f.pageNum, pageSize: f.pageSize, keyword: f.keyword, regionCode: f.regionCode },
    {
      base,
      columns: ORG_COLUMNS,
      select: withProductCount,
      toItems: (rows) => toOrgItems(db, rows),
      order: sql`o.recommended desc, o.sort asc, o.id asc`,
    },
  );
}

export async function voucherOrgDetail(db: Db, id: number): Promise<VoucherOrgDetail | undefined> {
  const row = await withProductCount(voucherOrgs(db).where('o.id', '=', id))
    .select(['o.address', 'o.contact', 'o.telephone', 'o.content'])
    .executeTakeFirst();
  if (!row) return undefined;
  const [[item], products] = await Promise.all([
    toOrgItems(db, [row]),
    db
      .selectFrom('techServices')
      .select(['id', 'serviceName', 'serviceImg', 'price', 'priceUnit', 'salesCount'])
      .where('orgId', '=', id)
      .where('status', '=', 1)
      .orderBy('salesCount', 'desc')
      .orderBy('id')
      .limit(VOUCHER_ORG_PRODUCTS)
      .execute(),
  ]);
  return {
    ...item!,
    address: row.address,
    contact: row.contact,
    telephone: maskPhone(row.telephone),
    content: row.content,
    // 0 is 面议 in the shop table.
    products: products.map((p) => ({ ...p, price: p.price > 0 ? p.price : null })),
  };
}

const NOTICE_COLUMNS = articleColumns('n', { title: 'title' });

function notices(db: Db) {
  return db.selectFrom('voucherNotices as n');
}

/** Plain text of a body's first characters (the notices have no summary column). */
function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

export async function voucherNoticePage(
  db: Db,
  f: { pageNum: number; pageSize: number; keyword?: string | undefined },
): Promise<Page<VoucherNoticeItem>> {
  return filteredPage(db, f, {
    base: notices(db),
    columns: NOTICE_COLUMNS,
    select: (q) => q.select(['n.id', 'n.title', 'n.publishDate', 'n.content']),
    toItems: async (rows) =>
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        publishDate: r.publishDate,
        summary: summaryOf(r.content),
      })),
  });
}

export async function voucherNoticeDetail(
  db: Db,
  id: number,
): Promise<VoucherNoticeDetail | undefined> {
  const row = await notices(db)
    .select(['n.id', 'n.title', 'n.publishDate', 'n.content'])
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const nav = await neighbours(notices(db), NOTICE_COLUMNS, row);
  return { ...row, summary: summaryOf(row.content), ...nav };
}

/** VoucherArticlesTable.kind */
export const VOUCHER_ARTICLE_KINDS = { policy: 1, guide: 2 } as const;

/** Published articles of a kind in the operator's order; keyWord matches the title or text. */
export async function voucherArticlePage(
  db: Db,
  kind: number,
  f: { pageNum: number; pageSize: number; keyWord?: string | undefined },
): Promise<Page<VoucherArticle>> {
  let base = db
    .selectFrom('voucherArticles as a')
    .where('a.kind', '=', kind)
    .where('a.status', '=', 1);
  if (f.keyWord) {
    const p = likePattern(f.keyWord);
    base = base.where(
      sql<boolean>`(a.title like ${p} escape '\\' or a.summary like ${p} escape '\\' or a.content like ${p} escape '\\')`,
    );
  }
  const { offset, limit } = pageWindow(f);
  const [rows, total] = await Promise.all([
    base
      .select(['a.id', 'a.title', 'a.docNo', 'a.issuer', 'a.publishDate', 'a.summary', 'a.content'])
      .orderBy('a.sort')
      .orderBy('a.publishDate', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(total.n), f);
}
