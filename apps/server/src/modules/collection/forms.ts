import {
  CollectionMessages as C,
  type CollectionField,
  type CollectionForm,
  type CollectionOverview,
  type CollectionPeriod,
  type CollectionStatusRow,
  type CollectionSubmission,
  type CollectionValues,
  collectionValuesSchema,
  firstIssueMessage,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { formatDate, formatTime } from '../../lib/time.ts';

/**
 * Data collection (/DataFillIn, /InformationSubmission): report forms defined as data, periods
 * with a filling window, and one row per form, period and member that is a draft (0) until it
 * is submitted (1). Submitted is final: the unique index plus an UPDATE … WHERE status = 0 make
 * a second submit (also two at once) a 409.
 */

type FormRow = { id: number; type: number; title: string; intro: string; fields: string };
type PeriodRow = { id: number; code: string; name: string; fillStart: string; fillEnd: string };

function toPeriod(row: PeriodRow, today: string): CollectionPeriod {
  return { ...row, open: row.fillStart <= today && today <= row.fillEnd };
}

function fieldsOf(row: FormRow): CollectionField[] {
  return JSON.parse(row.fields) as CollectionField[];
}

/** Periods, newest first. */
async function periods(db: Db, now: number): Promise<CollectionPeriod[]> {
  const rows = await db
    .selectFrom('collectionPeriods')
    .select(['id', 'code', 'name', 'fillStart', 'fillEnd'])
    .orderBy('code', 'desc')
    .execute();
  const today = formatDate(now);
  return rows.map((r) => toPeriod(r, today));
}

async function formRow(db: Db, type: number): Promise<FormRow> {
  const row = await db
    .selectFrom('collectionForms')
    .select(['id', 'type', 'title', 'intro', 'fields'])
    .where('type', '=', type)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(C.formNotFound);
  return row;
}

export async function collectionOverview(
  db: Db,
  userId: number | null,
  now: number,
): Promise<CollectionOverview> {
  const [forms, periodList, mine] = await Promise.all([
    db
      .selectFrom('collectionForms')
      .select(['id', 'type', 'title', 'intro', 'fields'])
      .where('status', '=', 1)
      .orderBy('type')
      .execute(),
    periods(db, now),
    userId === null ? Promise.resolve([]) : myStatuses(db, userId),
  ]);
  return {
    forms: forms.map((f) => ({
      id: f.id,
      type: f.type,
      title: f.title,
      intro: f.intro,
      fieldCount: fieldsOf(f).length,
    })),
    periods: periodList,
    mine,
  };
}

async function myStatuses(db: Db, userId: number): Promise<CollectionStatusRow[]> {
  const rows = await db
    .selectFrom('collectionSubmissions as s')
    .innerJoin('collectionForms as f', 'f.id', 's.formId')
    .select(['f.type', 's.periodId', 's.status', 's.updatedAt', 's.submittedAt'])
    .where('s.userId', '=', userId)
    .execute();
  return rows.map((r) => ({
    type: r.type,
    periodId: r.periodId,
    status: r.status,
    updatedAt: formatTime(Number(r.updatedAt))!,
    submittedAt: formatTime(r.submittedAt === null ? null : Number(r.submittedAt)),
  }));
}

export async function collectionForm(db: Db, type: number, now: number): Promise<CollectionForm> {
  const [row, periodList] = await Promise.all([formRow(db, type), periods(db, now)]);
  const fields = fieldsOf(row);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    intro: row.intro,
    fieldCount: fields.length,
    fields,
    periods: periodList,
  };
}

/** The member's own row for a form and period (never anyone else's), or null. */
export async function mySubmission(
  db: Db,
  userId: number,
  key: { type: number; periodId: number },
): Promise<CollectionSubmission | null> {
  const row = await db
    .selectFrom('collectionSubmissions as s')
    .innerJoin('collectionForms as f', 'f.id', 's.formId')
    .select(['f.type', 's.periodId', 's.status', 's.valuesJson', 's.updatedAt', 's.submittedAt'])
    .where('s.userId', '=', userId)
    .where('f.type', '=', key.type)
    .where('s.periodId', '=', key.periodId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    type: row.type,
    periodId: row.periodId,
    status: row.status,
    values: JSON.parse(row.valuesJson) as CollectionValues,
    updatedAt: formatTime(Number(row.updatedAt))!,
    submittedAt: formatTime(row.submittedAt === null ? null : Number(row.submittedAt)),
  };
}

/**
 * Saves the member's values for a form and period: as a draft (required fields may be empty)
 * or submitted (every rule). Refused outside the period's window and once submitted.
 */
export async function saveSubmission(
  db: Db,
  userId: number,
  input: { type: number; periodId: number; values: Record<string, unknown> },
  submit: boolean,
  now: number,
): Promise<void> {
  const form = await formRow(db, input.type);
  const period = await db
    .selectFrom('collectionPeriods')
    .select(['id', 'code', 'name', 'fillStart', 'fillEnd'])
    .where('id', '=', input.periodId)
    .executeTakeFirst();
  if (!period) throw notFound(C.periodNotFound);
  if (!toPeriod(period, formatDate(now)).open) throw invalid(C.periodClosed);
  const parsed = collectionValuesSchema(fieldsOf(form), !submit).safeParse(input.values);
  if (!parsed.success) throw invalid(firstIssueMessage(parsed.error));
  const refused = submit ? C.submitTwice : C.editSubmitted;
  const key = { formId: form.id, periodId: period.id, userId };
  const valuesJson = JSON.stringify(parsed.data);
  const status = submit ? 1 : 0;
  const submittedAt = submit ? now : null;

  const existing = await db
    .selectFrom('collectionSubmissions')
    .select('status')
    .where('formId', '=', key.formId)
    .where('periodId', '=', key.periodId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (existing?.status === 1) throw conflict(refused);
  if (!existing) {
    try {
      await db
        .insertInto('collectionSubmissions')
        .values({ ...key, valuesJson, status, createdAt: now, updatedAt: now, submittedAt })
        .execute();
      return;
    } catch (err) {
      // Someone (the same member in another tab) was first: fall through to the update.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const done = await db
    .updateTable('collectionSubmissions')
    .set({ valuesJson, status, updatedAt: now, submittedAt })
    .where('formId', '=', key.formId)
    .where('periodId', '=', key.periodId)
    .where('userId', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw conflict(refused);
}

export interface PeriodAggregate {
  form: { type: number; title: string };
  period: { code: string; name: string };
  submitted: number;
  drafts: number;
  /** Number fields: sum and average over submitted rows; select fields: count per option. */
  fields: {
    key: string;
    label: string;
    unit: string;
    kind: string;
    filled: number;
    sum?: number;
    avg?: number;
    counts?: Record<string, number>;
  }[];
  rows: { username: string; submittedAt: string; values: CollectionValues }[];
}

/** Operators: what members submitted for a form in a period, and its totals (CLI, export). */
export async function periodAggregate(
  db: Db,
  type: number,
  periodCode: string,
): Promise<PeriodAggregate> {
  const form = await formRow(db, type);
  const period = await db
    .selectFrom('collectionPeriods')
    .select(['id', 'code', 'name'])
    .where('code', '=', periodCode)
    .executeTakeFirst();
  if (!period) throw notFound(C.periodNotFound);
  const rows = await db
    .selectFrom('collectionSubmissions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['u.username', 's.status', 's.valuesJson', 's.submittedAt'])
    .where('s.formId', '=', form.id)
    .where('s.periodId', '=', period.id)
    .orderBy('s.submittedAt')
    .orderBy('s.id')
    .execute();
  const submitted = rows
    .filter((r) => r.status === 1)
    .map((r) => ({
      username: r.username,
      submittedAt: formatTime(Number(r.submittedAt))!,
      values: JSON.parse(r.valuesJson) as CollectionValues,
    }));
  const fields = fieldsOf(form).map((f) => {
    const filled = submitted.map((r) => r.values[f.key]).filter((v) => v !== undefined);
    const base = {
      key: f.key,
      label: f.label,
      unit: f.unit ?? '',
      kind: f.kind,
      filled: filled.length,
    };
    if (f.kind === 'number' || f.kind === 'integer') {
      const sum = Math.round(filled.reduce<number>((a, v) => a + Number(v), 0) * 100) / 100;
      const avg = filled.length ? Math.round((sum / filled.length) * 100) / 100 : 0;
      return { ...base, sum, avg };
    }
    if (f.kind === 'select') {
      const counts: Record<string, number> = {};
      for (const option of f.options ?? []) counts[option] = 0;
      for (const v of filled) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
      return { ...base, counts };
    }
    return base;
  });
  return {
    form: { type: form.type, title: form.title },
    period: { code: period.code, name: period.name },
    submitted: submitted.length,
    drafts: rows.length - submitted.length,
    fields,
    rows: submitted,
  };
}

/** CSV (UTF-8 with BOM so Excel opens it in Chinese) of the submitted rows of a period. */
export function aggregateCsv(agg: PeriodAggregate, fields: CollectionField[]): string {
  const cell = (v: unknown) => {
    const text = v === undefined || v === null ? '' : String(v);
    // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it.
    const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  const head = [
    '会员账号',
    '提交时间',
    ...fields.map((f) => (f.unit ? `${f.label}（${f.unit}）` : f.label)),
  ];
  const lines = [head.map(cell).join(',')];
  for (const row of agg.rows) {
    lines.push(
      [row.username, row.submittedAt, ...fields.map((f) => row.values[f.key])].map(cell).join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The fields of a form (for the export's columns). */
export async function formFields(db: Db, type: number): Promise<CollectionField[]> {
  return fieldsOf(await formRow(db, type));
}
