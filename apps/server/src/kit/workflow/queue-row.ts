import { z } from 'zod';
import type { SheetColumn } from '../console/list-route.ts';
import { idColumn, reasonColumn, statusColumn, timeColumn } from '../console/sheet-columns.ts';

/** A console queue's row: the id first, the domain's fields, then status, reason and time. */
export function queueRow<T extends z.ZodRawShape>(shape: T) {
  return z.object({
    id: z.number(),
    ...shape,
    status: z.number(),
    reason: z.string().nullable(),
    createdAt: z.string().nullable(),
  });
}

type QueueRowBase = { id: number; status: number; reason: string | null; createdAt: string | null };

/** A queueRow's Excel columns: 编号, the domain's columns, then 状态, the reason and 提交时间. */
export function queueColumns<V extends QueueRowBase>(
  _row: z.ZodType<V>,
  sheet: {
    statuses: Readonly<Record<number, string>>;
    reasonHeader: string;
    columns: SheetColumn<V>[];
  },
): SheetColumn<V>[] {
  return [
    idColumn(10),
    ...sheet.columns,
    statusColumn(sheet.statuses),
    reasonColumn(sheet.reasonHeader, 30),
    timeColumn<QueueRowBase>('提交时间', 'createdAt'),
  ];
}

type Contact = { linkman: string; linkphone: string };

/**
 * The 联系人 and 联系电话 columns of a row that carries its applicant's contact; a row that
 * names them otherwise says where they are.
 */
export function contactColumns<V extends Contact>(): SheetColumn<V>[];
export function contactColumns<V>(contactOf: (row: V) => Contact): SheetColumn<V>[];
export function contactColumns<V>(
  contactOf: (row: V) => Contact = (row) => row as Contact,
): SheetColumn<V>[] {
  return [
    { header: '联系人', width: 12, value: (r) => contactOf(r).linkman },
    { header: '联系电话', width: 16, value: (r) => contactOf(r).linkphone },
  ];
}
