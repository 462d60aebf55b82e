import {
  AUTH_TYPES,
  auditActionLabel,
  MEMBER_STATUSES,
  REGISTER_ACCOUNT_TYPES,
  VERIFY_STATUSES,
} from '@portal/shared';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { User } from '../../db/types.ts';
import { formatTime } from '../../lib/time.ts';
import { dictNames } from '../market/dicts.ts';
import { type ColumnFormat, EXPORT_SHEETS, type ExportSheet } from './export-sheets.ts';
import { isPasswordReset } from './login.ts';

/** Tables are chosen at run time from EXPORT_SHEETS, so they are read untyped. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;
type Row = Record<string, unknown>;

function word(table: Readonly<Record<string | number, string | { name: string }>>, value: unknown) {
  if (value === null || value === undefined) return null;
  const label = Object.hasOwn(table, String(value)) ? table[String(value)] : undefined;
  if (label === undefined) return String(value);
  return typeof label === 'string' ? label : label.name;
}

/** The names of the records `column` points at, one query per column. */
async function namesOf(db: Db, rows: Row[], column: string, format: ColumnFormat) {
  if (typeof format !== 'object') return null;
  if ('dict' in format) return dictNames(db, format.dict);
  if (!('ref' in format)) return null;
  const ids = [...new Set(rows.map((r) => r[column]).filter((v) => v !== null))] as number[];
  if (ids.length === 0) return new Map<number, string>();
  const found = await (db as unknown as Loose)
    .selectFrom(format.ref)
    .select(['id', format.name])
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((r) => [Number(r.id), String(r[format.name])]));
}

async function sheetRows(db: Db, sheet: ExportSheet, userId: number) {
  const rows = (await (db as unknown as Loose)
    .selectFrom(sheet.table)
    .selectAll()
    .where(sheet.owner ?? 'userId', '=', userId)
    .orderBy('id')
    .execute()) as Row[];
  const lookups = await Promise.all(
    sheet.columns.map(([column, , format]) => (format ? namesOf(db, rows, column, format) : null)),
  );
  return rows.map((row) => {
    const out: Row = {};
    sheet.columns.forEach(([column, label, format], i) => {
      const value = row[column] ?? null;
      const names = lookups[i];
      if (value === null) out[label] = null;
      else if (names) out[label] = names.get(Number(value)) ?? `编号 ${value}`;
      else if (format === 'time') out[label] = formatTime(Number(value));
      else if (format === 'yesNo') out[label] = Number(value) ? '是' : '否';
      else if (format === 'auditAction') out[label] = auditActionLabel(String(value));
      else if (typeof format === 'object' && 'labels' in format)
        out[label] = word(format.labels, value);
      else out[label] = value;
    });
    return out;
  });
}

/**
 * Everything the portal keeps about a member, for the member (DESIGN §5, PIPL art. 45): the
 * account and every table of EXPORT_SHEETS, with Chinese labels and status words, no codes.
 */
export async function personalExport(db: Db, user: User, now: number) {
  const sheets = await Promise.all(
    EXPORT_SHEETS.map(async (sheet) => [sheet.title, await sheetRows(db, sheet, user.id)] as const),
  );
  return {
    导出时间: formatTime(now),
    账号信息: {
      编号: user.id,
      用户名: user.username,
      手机号: user.telephone,
      账号类型: word(REGISTER_ACCOUNT_TYPES, user.accountType),
      认证类型: user.authType ? word(AUTH_TYPES, user.authType) : '未认证',
      认证状态: word(VERIFY_STATUSES, user.verifyStatus),
      账号状态: word(MEMBER_STATUSES, user.status),
      注册时间: formatTime(user.createdAt),
      密码修改时间: isPasswordReset(user)
        ? '管理员已重置，待修改'
        : formatTime(user.passwordChangedAt),
    },
    ...Object.fromEntries(sheets),
  };
}
