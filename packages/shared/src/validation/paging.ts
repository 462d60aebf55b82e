import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { absentIfBlank, digitsToNumber, lenient, Messages } from './common.ts';

/** An optional integer in [min, max] given as a number or a string of digits. */
export function boundedIntField(min: number, max: number, message: string) {
  return lenient(
    (value) => digitsToNumber(absentIfBlank(value)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

/** Paging of every list (DESIGN §3): pageNum from 1, pageSize default 10, at most 100. */
export const pagingShape = {
  pageNum: boundedIntField(1, Number.MAX_SAFE_INTEGER, Messages.pageNumInvalid).transform(
    (n) => n ?? 1,
  ),
  pageSize: boundedIntField(1, PAGE_SIZE.max, Messages.pageSizeInvalid).transform(
    (n) => n ?? PAGE_SIZE.default,
  ),
};

/** `size` of the home blocks: how many items, `fallback` when absent, at most `max`. */
export function sizeField(fallback: number, max: number) {
  return boundedIntField(1, max, Messages.sizeInvalid(max)).transform((n) => n ?? fallback);
}

const FLAGS: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
};

/** true/false/1/0 as a boolean; anything else is left for the schema to refuse. */
export function flagFromText(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(FLAGS, value) ? FLAGS[value] : value;
}

/** A query flag: true/false/1/0 (or a JSON boolean); absent or blank is `fallback`. */
export function flagField(fallback: boolean) {
  return lenient(
    (value) => flagFromText(absentIfBlank(value)),
    z
      .boolean({ error: Messages.flagInvalid })
      .optional()
      .transform((v) => v ?? fallback),
  );
}

/** An optional positive id in a query or body (blank is absent). */
export function optionalIdField(message: string) {
  return boundedIntField(1, Number.MAX_SAFE_INTEGER, message);
}
