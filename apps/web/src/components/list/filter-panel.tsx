/**
 * List kit — filter panel. Build rows, then `<FilterPanel rows={rows} />`:
 *   const rows = [
 *     ...useAreaRows(state, update),          // 技术领域 (+ 细分领域), 所在地区 (+ 地市)
 *     optionRow('maturity', '成熟度', useDictOptions('maturity'), dictOption, …),
 *     priceRow('交易价格', state.price, (price) => update({ price })),
 *     tableRow('tradeStatus', '交易状态', TRADE_STATUSES, state.extras.tradeStatus, setExtra),
 *     boolRow('open', '征集状态', ['可揭榜', '已截止'], state.extras.open, setExtra),
 *     dateRow(state.date, (date) => update({ date })),
 *   ];
 * Each row offers 不限 first; a second-level row (细分领域, 地市) appears under its parent's choice.
 */
import type { FieldOption, RegionNode } from '@portal/shared/api/content';
import type { ReactNode } from 'react';
import { useFieldOptions } from '../../features/content/api/get-field-options.ts';
import { useLocations } from '../../features/content/api/get-locations.ts';
import {
  DATE_RANGES,
  type ListPatch,
  type ListState,
  PRICE_RANGES,
} from '../../lib/list-filters.ts';
import { Skeleton } from '../common/skeleton.tsx';
import './list.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterRowSpec {
  key: string;
  label: string;
  options: readonly FilterOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  loading?: boolean;
  /** Second-level row (shown indented under its parent's choice). */
  sub?: boolean;
}

function FilterRow({ row }: { row: FilterRowSpec }) {
  return (
    <div className={`mk-filter__row${row.sub ? ' is-sub' : ''}`} data-testid={`filter-${row.key}`}>
      <span className="mk-filter__label">{row.label}</span>
      <div className="mk-filter__options">
        <button
          type="button"
          className={`mk-filter__option${row.value === undefined ? ' is-active' : ''}`}
          onClick={() => row.onChange(undefined)}
        >
          不限
        </button>
        {row.loading ? (
          <Skeleton width={480} height={22} />
        ) : (
          row.options.map((option) => (
            <button
              type="button"
              key={option.value}
              className={`mk-filter__option${row.value === option.value ? ' is-active' : ''}`}
              onClick={() => row.onChange(option.value)}
            >
              {option.label}
            </button>
          ))
        )}
      </div>
    </div>
  );
}

/** `children`: rows of another kind after the option rows (a date picker row…). */
export function FilterPanel({
  rows,
  children,
}: {
  rows: readonly FilterRowSpec[];
  children?: ReactNode;
}) {
  return (
    <div className="mk-filter pt-card" data-testid="filter-panel">
      {rows.map((row) => (
        <FilterRow key={row.key} row={row} />
      ))}
      {children}
    </div>
  );
}

/** The parent (first level) of a field id, whichever level the id is. */
export function fieldParentOf(tree: readonly FieldOption[], id: number | undefined) {
  if (!id) return undefined;
  return tree.find((top) => top.id === id || top.children?.some((child) => child.id === id));
}

/** 技术领域: first level, then the chosen field's second level. */
export function useFieldRows(
  fieldId: number | undefined,
  onChange: (id: number | undefined) => void,
): FilterRowSpec[] {
  const fields = useFieldOptions();
  const tree = fields.data ?? [];
  const parent = fieldParentOf(tree, fieldId);
  const rows: FilterRowSpec[] = [
    {
      key: 'field',
      label: '技术领域',
      loading: fields.isPending,
      options: tree.map((field) => ({ value: String(field.id), label: field.name })),
      value: parent ? String(parent.id) : undefined,
      onChange: (value) => onChange(value ? Number(value) : undefined),
    },
  ];
  if (parent?.children?.length) {
    rows.push({
      key: 'subfield',
      label: '细分领域',
      sub: true,
      options: parent.children.map((field) => ({ value: String(field.id), label: field.name })),
      value: fieldId !== parent.id ? String(fieldId) : undefined,
      onChange: (value) => onChange(value ? Number(value) : parent.id),
    });
  }
  return rows;
}

function provinceOf(tree: readonly RegionNode[], code: string | undefined) {
  if (!code) return undefined;
  return tree.find((province) => code.startsWith(province.value));
}

/** 所在地区: province, then its cities (GB/T 2260 code prefixes). */
export function useRegionRows(
  regionCode: string | undefined,
  onChange: (code: string | undefined) => void,
): FilterRowSpec[] {
  const locations = useLocations();
  const tree = locations.data ?? [];
  const province = provinceOf(tree, regionCode);
  const rows: FilterRowSpec[] = [
    {
      key: 'region',
      label: '所在地区',
      loading: locations.isPending,
      options: tree.map((node) => ({ value: node.value, label: node.label })),
      value: province?.value,
      onChange,
    },
  ];
  if (province?.children?.length && province.children.length > 1) {
    rows.push({
      key: 'city',
      label: '地市',
      sub: true,
      options: province.children.map((node) => ({ value: node.value, label: node.label })),
      value: regionCode !== province.value ? regionCode : undefined,
      onChange: (value) => onChange(value ?? province.value),
    });
  }
  return rows;
}

export function priceRow(
  label: string,
  value: string | undefined,
  onChange: (value: string | undefined) => void,
): FilterRowSpec {
  return {
    key: 'price',
    label,
    options: PRICE_RANGES.map((range) => ({ value: range.key, label: range.label })),
    value,
    onChange,
  };
}

export function dateRow(
  value: string | undefined,
  onChange: (value: string | undefined) => void,
): FilterRowSpec {
  return {
    key: 'date',
    label: '发布时间',
    options: DATE_RANGES.map((range) => ({ value: range.key, label: range.label })),
    value,
    onChange,
  };
}

/** A row over a status table (TRADE_STATUSES, UNVEIL_STATUSES, AUCTION_STATUSES…). */
export function tableRow(
  key: string,
  label: string,
  table: Readonly<Record<number, string>>,
  value: number | boolean | undefined,
  onChange: (value: number | undefined) => void,
  skip: readonly number[] = [],
): FilterRowSpec {
  return {
    key,
    label,
    options: Object.entries(table)
      .filter(([code]) => !skip.includes(Number(code)))
      .map(([code, text]) => ({ value: code, label: text })),
    value: value === undefined ? undefined : String(value),
    onChange: (next) => onChange(next === undefined ? undefined : Number(next)),
  };
}

/** The field and region rows every market list starts with, bound to the list state. */
export function useAreaRows(state: ListState, update: (patch: ListPatch) => void): FilterRowSpec[] {
  return [
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
  ];
}

/** A dictionary entry (useDictOptions) as a filter option: its value and name. */
export function dictOption(option: { optValue: string; optName: string }): FilterOption {
  return { value: option.optValue, label: option.optName };
}

/** A row over options that load from the server (dictionaries, need tags). */
export function optionRow<T>(
  key: string,
  label: string,
  options: { isPending: boolean; data?: readonly T[] | undefined },
  toOption: (item: T) => FilterOption,
  value: number | boolean | undefined,
  onChange: (value: number | undefined) => void,
): FilterRowSpec {
  return {
    key,
    label,
    loading: options.isPending,
    options: (options.data ?? []).map(toOption),
    value: value === undefined ? undefined : String(value),
    onChange: (next) => onChange(next === undefined ? undefined : Number(next)),
  };
}

/** A yes/no row: the first label means true, the second false. */
export function boolRow(
  key: string,
  label: string,
  [yes, no]: readonly [string, string],
  value: number | boolean | undefined,
  onChange: (value: boolean | undefined) => void,
): FilterRowSpec {
  return {
    key,
    label,
    options: [
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ],
    value: value === undefined ? undefined : String(value),
    onChange: (next) => onChange(next === undefined ? undefined : next === 'true'),
  };
}
