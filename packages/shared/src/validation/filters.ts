import { z } from 'zod';
import { MARKET_SORT_VALUES } from '../enums/market-flow.ts';
import { absentIfBlank, DATE_PATTERN, lenient, Messages, optionalText } from './common.ts';
import { MarketMessages as M } from './market-messages.ts';
import { boundedIntField, flagFromText, optionalIdField, pagingShape } from './paging.ts';

/** Query fields of the lists: the server validates with them, the clients' types come from them. */

/** An empty form or query field (`type=`) counts as absent. */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return lenient(absentIfBlank, schema);
}

/** true/false/1/0, or absent (no filter). */
export const optionalFlag = blankAsAbsent(
  lenient(flagFromText, z.boolean({ error: Messages.flagInvalid }).optional()),
);

/** yyyy-MM-dd, or absent. */
export const optionalDate = blankAsAbsent(
  z.string({ error: Messages.dateInvalid }).regex(DATE_PATTERN, Messages.dateInvalid).optional(),
);

const digitsAsNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** A tiny integer enum given as a query string ('0', '1'). */
export function optionalIntEnum<const T extends readonly [number, ...number[]]>(
  values: T,
  message: string,
) {
  return blankAsAbsent(lenient(digitsAsNumber, z.literal(values, { error: message }).optional()));
}

/**
 * optionalIntEnum whose request type is any number, for clients that hold the value as a plain
 * number (parsed from their URL); the server still refuses one not in `values`. Types only.
 */
export function optionalIntEnumOfNumber<const T extends readonly [number, ...number[]]>(
  values: T,
  message: string,
) {
  const schema = z.literal(values, { error: message }).optional();
  return blankAsAbsent(
    z.preprocess<unknown, typeof schema, number | undefined>(digitsAsNumber, schema),
  );
}

const money = boundedIntField(0, 1e12, Messages.moneyInvalid);

/** Paging and the filters every market list takes (MarketFilters). */
export const marketFilterShape = {
  ...pagingShape,
  /** Matched against the title (and summary) as a substring. At most 50 characters. */
  keyword: optionalText(50, Messages.keywordTooLong),
  /** Technical field id, first level (covers its children) or second level. */
  fieldId: optionalIdField(M.fieldIdInvalid),
  /** GB/T 2260 code prefix: 2 digits province, 4 city, 6 district. */
  regionCode: blankAsAbsent(
    z
      .string({ error: M.regionCodeInvalid })
      .regex(/^\d{2,9}$/, M.regionCodeInvalid)
      .optional(),
  ),
  /** yyyy-MM-dd, inclusive. */
  publishDateFrom: optionalDate,
  publishDateTo: optionalDate,
  /** Yuan, inclusive; only priced items (面议 excluded) when either bound is given. */
  priceMin: money,
  priceMax: money,
  /** true: only 面议 (price/budget/amount 0). */
  negotiable: optionalFlag,
  /** MARKET_SORTS; latest by default. */
  sort: blankAsAbsent(z.enum(MARKET_SORT_VALUES, { error: M.sortInvalid }).optional()),
};
