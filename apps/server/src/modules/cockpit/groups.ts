import type { StatTable } from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { dictNames, fieldInfo } from '../market/dicts.ts';
import { regionName } from '../region/regions.ts';
import { grouped } from './buckets.ts';
import type { Source } from './sources.ts';

/** The home province of the demo data and the map (GB/T 2260 code). */
export const HOME_PROVINCE = '37';
const OUTSIDE = '省外';

/** One figure of a table: name, unit, what each row adds (1 when absent) and its scale. */
export interface FigureSeries {
  name: string;
  unit: string;
  value?: RawBuilder<unknown>;
  scale?: (n: number) => number;
}

/** Rows of a source by first-level technical field, largest first. */
export async function byField(
  db: Db,
  s: Source,
  alias: string,
  series: FigureSeries,
): Promise<StatTable> {
  const [counts, fields] = await Promise.all([
    grouped(db, {
      ...s,
      key: sql.ref(`${alias}.tech_field_id`),
      ...(series.value ? { value: series.value } : {}),
    }),
    fieldInfo(db),
  ]);
  const totals = new Map<string, number>();
  for (const [id, n] of counts) {
    const name = fields.get(Number(id))?.parentName ?? '其他';
    totals.set(name, (totals.get(name) ?? 0) + n);
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const scale = series.scale ?? ((n: number) => n);
  return {
    dimension: '技术领域',
    labels: rows.map(([name]) => name),
    series: [{ name: series.name, unit: series.unit, values: rows.map(([, n]) => scale(n)) }],
  };
}

/**
 * Rows of a source by city of the home province (every city, zeros included, so the map is
 * whole), then one 省外 row for the rest: the rows add up to the source's total.
 */
export async function byCity(
  db: Db,
  s: Source,
  alias: string,
  series: FigureSeries[],
): Promise<StatTable> {
  const key = sql`substr(${sql.ref(`${alias}.region_code`)}, 1, 4)`;
  const maps = await Promise.all(
    series.map((x) => grouped(db, { ...s, key, ...(x.value ? { value: x.value } : {}) })),
  );
  const cities = citiesOf(HOME_PROVINCE);
  const codes = [...cities.map((c) => c.code), OUTSIDE];
  const values = maps.map((m) => {
    const out = cities.map((c) => m.get(c.code) ?? 0);
    let rest = 0;
    for (const [code, n] of m) if (!code.startsWith(HOME_PROVINCE)) rest += n;
    return [...out, rest];
  });
  return {
    dimension: '城市',
    labels: [...cities.map((c) => c.name), OUTSIDE],
    codes,
    series: series.map((x, i) => ({
      name: x.name,
      unit: x.unit,
      values: values[i]!.map(x.scale ?? ((n) => n)),
    })),
  };
}

/** The cities of a province: code (4 digits) and name, in code order. */
export function citiesOf(province: string): { code: string; name: string }[] {
  const out: { code: string; name: string }[] = [];
  for (let i = 1; i <= 99; i++) {
    const code = `${province}${String(i).padStart(2, '0')}`;
    const name = regionName(code);
    if (name) out.push({ code, name });
  }
  return out;
}

/** Rows by a dictionary's options (maturity, cooperation_type…), every option listed. */
export async function byDict(
  db: Db,
  s: Source,
  column: string,
  dict: string,
  dimension: string,
  series: { name: string; unit: string },
): Promise<StatTable> {
  const [counts, names] = await Promise.all([
    grouped(db, { ...s, key: sql.ref(column) }),
    dictNames(db, dict),
  ]);
  return byLabels(counts, names, dimension, series);
}

/** Rows by a fixed label table (OWNER_TYPES…), every label listed, then any unknown value. */
export function byLabels(
  counts: Map<string, number>,
  names: ReadonlyMap<number, string>,
  dimension: string,
  series: { name: string; unit: string },
): StatTable {
  const labels: string[] = [];
  const values: number[] = [];
  for (const [value, name] of names) {
    labels.push(name);
    values.push(counts.get(String(value)) ?? 0);
  }
  let other = 0;
  for (const [value, n] of counts) if (!names.has(Number(value))) other += n;
  if (other) {
    labels.push('其他');
    values.push(other);
  }
  return { dimension, labels, series: [{ ...series, values }] };
}
