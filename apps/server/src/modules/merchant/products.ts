import {
  AdminMerchantPaths,
  labelOf,
  lacksPriceUnit,
  MerchantMessages as M,
  type MerchantOrg,
  type Page,
  PRODUCT_REVISION_STATUSES,
  PRODUCT_SALE_STATUSES,
  type ProductRevision,
  type ProductRevisionValues,
  SERVICE_TYPES,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import {
  type Audience,
  quotedSubject,
  type Trx,
  type ViewFilter,
} from '../../kit/workflow/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { reindexRecord } from '../search/documents.ts';
import { setProductStatus } from '../service/status.ts';
import { checkImage, coversOf, publishImage } from './org-files.ts';
import { REVISION_ORDER, submissionWindow } from './submission-window.ts';

const label = (key: number) => labelOf(PRODUCT_REVISION_STATUSES, key, '');

/**
 * Saves a draft (status 0): a new product, or an edit of one of the organisation's products
 * (`productId`). A draft or a refused revision is edited in place; a product has at most one
 * open (draft or pending) revision. Any member of the organisation may write drafts.
 */
export async function saveProduct(
  db: Db,
  org: MerchantOrg,
  userId: number,
  v: ProductRevisionValues,
  now: number,
): Promise<number> {
  if (lacksPriceUnit(v)) throw invalid(M.priceUnitRequired);
  // Products sit in second-level categories: the service type comes with the category.
  const cat = await db
    .selectFrom('serviceCategories')
    .select('id')
    .where('id', '=', v.catId)
    .where('parentId', 'is not', null)
    .executeTakeFirst();
  if (!cat) throw invalid(M.categoryInvalid);
  await checkImage(db, org.id, v.coverFileId);
  if (v.productId) {
    const mine = await db
      .selectFrom('techServices')
      .select('id')
      .where('id', '=', v.productId)
      .where('orgId', '=', org.id)
      .executeTakeFirst();
    if (!mine) throw notFound(M.productNotFound);
  }
  const values = {
    serviceName: v.serviceName,
    catId: v.catId,
    price: v.price,
    priceUnit: v.price > 0 ? (v.priceUnit ?? '') : '',
    deliveryTerms: v.deliveryTerms,
    summary: v.summary,
    content: v.content ?? '',
    coverFileId: v.coverFileId ?? null,
    updatedAt: now,
  };
  if (v.id) {
    const done = await db
      .updateTable('productRevisions')
      .set({ ...values, status: 0, reason: null })
      .where('id', '=', v.id)
      .where('orgId', '=', org.id)
      .where('status', 'in', [0, 3])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) return v.id;
    const row = await db
      .selectFrom('productRevisions')
      .select('status')
      .where('id', '=', v.id)
      .where('orgId', '=', org.id)
      .executeTakeFirst();
    if (!row) throw notFound(M.productNotFound);
    throw conflict(M.productDecided(label(row.status)));
  }
  return insertedIdUnlessTaken(
    M.productOpenRevision,
    db
      .insertInto('productRevisions')
      .values({
        ...values,
        productId: v.productId ?? null,
        orgId: org.id,
        userId,
        status: 0,
        reason: null,
        createdAt: now,
      })
      .returning('id'),
  );
}

/**
 * Moves the organisation's own revision `from` → `to` (submit 0→1, withdraw 1→4) with one
 * conditional UPDATE. A new product goes to review only with a cover for the hall's cards.
 */
export async function moveOwnProduct(
  db: Db,
  org: MerchantOrg,
  id: number,
  from: number,
  to: number,
  now: number,
  refused: string,
): Promise<void> {
  const row = await db
    .selectFrom('productRevisions')
    .select(['status', 'productId', 'coverFileId'])
    .where('id', '=', id)
    .where('orgId', '=', org.id)
    .executeTakeFirst();
  if (!row) throw notFound(M.productNotFound);
  if (to === 1 && row.productId === null && row.coverFileId === null) {
    throw invalid(M.coverRequired);
  }
  const done = await db
    .updateTable('productRevisions')
    .set({
      status: to,
      updatedAt: now,
      ...(to === 1 ? { submittedAt: now } : { withdrawnAt: now }),
    })
    .where('id', '=', id)
    .where('orgId', '=', org.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const current = await db
    .selectFrom('productRevisions')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  throw conflict(refused || M.productDecided(label(current?.status ?? row.status)));
}

/** The owner takes the organisation's approved product off sale (0) or back on (1). */
export async function setOwnProductSale(
  db: Db,
  org: MerchantOrg,
  productId: number,
  status: 0 | 1,
): Promise<void> {
  if (!(await setProductStatus(db, productId, status, org.id))) {
    throw notFound(M.productNotFound);
  }
}

/** The revisions of an organisation (workspace) or the console's queue (kit's read model). */
export async function productViews(
  db: Db,
  f: ViewFilter & { orgId?: number },
  paging: Paging,
  audience: Audience,
): Promise<Page<ProductRevision>> {
  let q = db
    .selectFrom('productRevisions as r')
    .innerJoin('serviceOrgs as o', 'o.id', 'r.orgId')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .innerJoin('serviceCategories as c', 'c.id', 'r.catId')
    .leftJoin('techServices as s', 's.id', 'r.productId');
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('r.serviceName', 'like', like), eb('o.orgName', 'like', like)]));
  }
  const { total, window } = await submissionWindow(q, f, audience, paging, REVISION_ORDER);
  const rows = await window
    .selectAll('r')
    .select(['o.orgName', 'u.username', 'c.catName', 'c.serviceType', 's.status as saleStatus'])
    .execute();
  const coverOf = await coversOf(db, rows, audience, AdminMerchantPaths.productRevisionCover);
  const records = rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    orgId: r.orgId,
    orgName: r.orgName,
    username: r.username,
    serviceName: r.serviceName,
    catId: r.catId,
    catName: r.catName,
    serviceType: r.serviceType,
    serviceTypeName: labelOf(SERVICE_TYPES, r.serviceType, ''),
    price: Number(r.price),
    priceUnit: r.priceUnit,
    deliveryTerms: r.deliveryTerms,
    summary: r.summary,
    content: r.content,
    cover: coverOf(r),
    status: r.status,
    statusName: label(r.status),
    reason: r.reason,
    saleStatus: r.saleStatus ?? null,
    saleStatusName:
      r.saleStatus === null || r.saleStatus === undefined
        ? null
        : labelOf(PRODUCT_SALE_STATUSES, r.saleStatus, ''),
    updatedAt: formatTime(r.updatedAt) ?? '',
    submittedAt: formatTime(r.submittedAt),
  }));
  return toPage(records, total, paging);
}

export const productSubject = quotedSubject('productRevisions', 'serviceName');

/**
 * Approval's domain step (workflow kit hook, in the deciding transaction): the cover is
 * published and the public tech_services row is created from the revision (on sale at once) or
 * updated to it (an edit keeps the product's 上架/下架), then re-indexed for search. Until then
 * the public row kept the approved text.
 */
export async function publishProduct(trx: Trx, id: number, now: number): Promise<void> {
  const r = await trx
    .selectFrom('productRevisions as r')
    .innerJoin('serviceCategories as c', 'c.id', 'r.catId')
    .selectAll('r')
    .select('c.serviceType')
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  const cover = await publishImage(trx, r.coverFileId);
  const text = {
    serviceName: r.serviceName,
    serviceType: r.serviceType,
    catId: r.catId,
    price: Number(r.price),
    priceUnit: r.priceUnit,
    summary: r.summary,
    content: r.content,
    deliveryTerms: r.deliveryTerms,
    ...(cover ? { serviceImg: cover } : {}),
  };
  let productId = r.productId;
  if (productId === null) {
    const row = await trx
      .insertInto('techServices')
      .values({
        ...text,
        serviceImg: cover ?? '',
        orgId: r.orgId,
        salesCount: 0,
        status: 1,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = row.id;
    await trx.updateTable('productRevisions').set({ productId }).where('id', '=', id).execute();
  } else {
    await trx.updateTable('techServices').set(text).where('id', '=', productId).execute();
  }
  await reindexRecord(trx, 'service', productId, now);
}
