import { AccountPaths } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { StoredFile } from '../../db/types.ts';
import type { Audience } from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';

export interface FileRef {
  id: number;
  name: string;
  url: string;
}

/** Console URL of a voucher row's private file (checked against the row, review/audit). */
export const consoleFileUrl = (id: number) => `/admin/voucher/files/${id}`;

/**
 * Names and URLs of the given files: the member's own private-file path, or the console's.
 * Files the member did not upload (the organisation's delivery report) go through the order's
 * report route, which checks the order's owner.
 */
export async function fileRefs(
  db: Db,
  ids: (number | null)[],
  audience: Audience,
): Promise<Map<number, FileRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .select(['id', 'originalName'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((f) => [
      f.id,
      {
        id: f.id,
        name: f.originalName,
        url: audience === 'console' ? consoleFileUrl(f.id) : `${AccountPaths.privateFile}${f.id}`,
      },
    ]),
  );
}

/** Whether a private file belongs to some voucher row (the console may then read it). */
export async function isVoucherFile(db: Db, fileId: number): Promise<boolean> {
  const [claim, order, redemption] = await Promise.all([
    db
      .selectFrom('voucherClaims')
      .select('id')
      .where('licenceFileId', '=', fileId)
      .executeTakeFirst(),
    db
      .selectFrom('voucherOrders')
      .select('id')
      .where('reportFileId', '=', fileId)
      .executeTakeFirst(),
    db
      .selectFrom('voucherRedemptions')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('contractFileId', '=', fileId),
          eb('invoiceFileId', '=', fileId),
          eb('reportFileId', '=', fileId),
        ]),
      )
      .executeTakeFirst(),
  ]);
  return Boolean(claim || order || redemption);
}

/**
 * An order's delivery report for the ordering company (`userId`) or the delivering organisation
 * (`orgId`); anyone else's order, or one without a report, is "not found".
 */
export async function orderReportFile(
  db: Db,
  orderId: number,
  reader: { userId: number } | { orgId: number },
): Promise<StoredFile> {
  const file = await db
    .selectFrom('voucherOrders as o')
    .innerJoin('files as f', 'f.id', 'o.reportFileId')
    .selectAll('f')
    .where('o.id', '=', orderId)
    .where((eb) =>
      'userId' in reader ? eb('o.userId', '=', reader.userId) : eb('o.orgId', '=', reader.orgId),
    )
    .executeTakeFirst();
  if (!file) throw notFound('文件不存在');
  return file;
}
