import { labelOf } from '@portal/shared';
import type { SheetColumn } from './list-route.ts';

/** 编号: the row's id, a sheet's first column. */
export function idColumn<V extends { id: number }>(width = 8): SheetColumn<V> {
  return { header: '编号', width, value: (r) => r.id };
}

/** The names of a row's fields that hold text (or nothing). */
type TextKey<V> = { [K in keyof V]-?: V[K] extends string | null | undefined ? K : never }[keyof V];

/** 状态: the row's status in words, from its status table or from the field that names it. */
export function statusColumn<V extends { status: number }>(
  statuses: Readonly<Record<number, string>>,
  width?: number,
): SheetColumn<V>;
export function statusColumn<V>(nameKey: TextKey<V>, width?: number): SheetColumn<V>;
export function statusColumn<V>(
  statuses: Readonly<Record<number, string>> | TextKey<V>,
  width = 10,
): SheetColumn<V> {
  const nameOf =
    typeof statuses === 'object'
      ? (r: V) => labelOf(statuses, (r as { status: number }).status)
      : (r: V) => r[statuses] as string;
  return { header: '状态', width, value: nameOf };
}

/** The reason a row was refused, under 驳回原因 unless the workflow words it otherwise. */
export function reasonColumn<V extends { reason: string | null }>(
  header = '驳回原因',
  width = 24,
): SheetColumn<V> {
  return { header, width, value: (r) => r.reason };
}

/** A moment of the row's life (提交时间, 申请时间, 审核时间…): the field the view formats it in. */
export function timeColumn<V>(header: string, key: TextKey<V>, width = 20): SheetColumn<V> {
  return { header, width, value: (r) => r[key] as string | null | undefined };
}
