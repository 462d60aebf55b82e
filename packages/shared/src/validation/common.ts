import { z } from 'zod';
import { MONEY_MAX, SHORT_TEXT_MAX } from '../constants.ts';
import { Messages } from './messages.ts';

export { Messages } from './messages.ts';

/** Mainland mobile: 11 digits with a prefix an operator actually issues. */
export const PHONE_PATTERN = /^1(3\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/** Lowercase + digit + one of ~!@#$%^&*; letters, digits, those symbols and `.`; 4–20 long. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d)(?=.*[~!@#$%^&*])[\da-zA-Z~!@#$%^&*.]{4,20}$/;

/** What travels instead of a password: MD5(salt + password) upper-cased (DESIGN §5). */
export const PASSWORD_DIGEST_PATTERN = /^[0-9A-F]{32}$/;

export const CAPTCHA_PATTERN = /^\d{6}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fa5]{2,30}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Up to 13 integer digits (1e12 has 13) and at most 2 decimals. */
const MONEY_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;
const DIGITS_PATTERN = /^\d+$/;

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/** An empty form or query value (`size=`) counts as absent. */
export function absentIfBlank(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** Form posts carry every value as a string: turn a string of digits into a number. */
export function digitsToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return DIGITS_PATTERN.test(trimmed) ? Number(trimmed) : value;
}

/**
 * z.preprocess typed with the inner schema's input. A request type derived with z.input then
 * says what a client sends (a number, an array of ids), while the server still accepts the
 * lenient forms (a string of digits…) that `fn` turns into it. Types only: at runtime this is
 * z.preprocess(fn, schema).
 */
export function lenient<S extends z.ZodType>(fn: (value: unknown) => unknown, schema: S) {
  return z.preprocess<unknown, S, z.input<S>>(fn, schema);
}

/** A JSON string (how a URL-encoded post carries a list or an object) or the value itself. */
export function jsonOrValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * A list or object that a URL-encoded post sends as JSON text: parsed, then checked by
 * `schema`. Its request type is the schema's input or that JSON text.
 */
export function jsonField<S extends z.ZodType>(schema: S) {
  return z.preprocess<unknown, S, z.input<S> | string>(jsonOrValue, schema);
}

/** Required trimmed text: missing, null, non-string and blank all give `message`. */
export function requiredText(
  message: string,
  max: number = SHORT_TEXT_MAX,
  maxMessage: string = Messages.tooLong(max),
) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, maxMessage);
}

/** Optional trimmed text; missing, null and blank all become `undefined`. */
export function optionalText(max: number, maxMessage: string = Messages.tooLong(max)) {
  return lenient(
    (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
    z.string({ error: Messages.formInvalid }).max(max, maxMessage).optional(),
  ).optional();
}

/** Missing or blank → `requiredMessage`; anything not a mainland mobile → `invalidMessage`. */
export function phoneField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: (issue) => (isAbsent(issue.input) ? requiredMessage : invalidMessage) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(PHONE_PATTERN, invalidMessage);
}

/** Who to contact about a request: the company and its contact person (all required). */
export const contactRequestShape = {
  companyName: requiredText(Messages.companyNameRequired),
  linkman: requiredText(Messages.linkmanRequired),
  linkphone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
};

/** SMS code: required, then exactly 6 digits. */
export function captchaField() {
  return z
    .string({ error: Messages.captchaRequired })
    .trim()
    .min(1, { error: Messages.captchaRequired, abort: true })
    .regex(CAPTCHA_PATTERN, Messages.captchaFormat);
}

/** Non-negative integer given as a number or a string of digits; every failure → `message`. */
export function intField(message: string) {
  return lenient(
    digitsToNumber,
    z.number({ error: message }).int({ error: message }).min(0, { error: message }),
  );
}

/** Positive integer (an id) given as a number or a string of digits. */
export function positiveIntField(message: string) {
  return lenient(
    digitsToNumber,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }),
  );
}

/** An integer that must be one of `values` (e.g. account types 5, 2, 3). */
export function intEnumField<const T extends readonly [number, ...number[]]>(
  values: T,
  message: string,
) {
  return lenient(digitsToNumber, z.literal(values, { error: message }));
}

/** Positive integer ids as an array; a comma-separated string or a single id is accepted too. */
export function idArrayField(message: string) {
  return lenient(
    (value) => {
      if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',');
      if (typeof value === 'number') return [value];
      return value;
    },
    z.array(positiveIntField(message), { error: message }),
  );
}

function toMoneyNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return MONEY_PATTERN.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

/** Positive amount with at most 2 decimals, at most 1e12, as a number or numeric string. */
export function moneyField(requiredMessage: string) {
  return lenient(
    toMoneyNumber,
    z
      .number({
        error: (issue) => (isAbsent(issue.input) ? requiredMessage : Messages.moneyInvalid),
      })
      .positive({ error: Messages.moneyInvalid, abort: true })
      .max(MONEY_MAX, { error: Messages.moneyInvalid, abort: true })
      // String(n) is the shortest exact form, so it shows whether n has more than 2 decimals.
      .refine((n) => MONEY_PATTERN.test(String(n)), Messages.moneyInvalid),
  );
}

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date written yyyy-MM-dd (DESIGN §3). */
export function dateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(DATE_PATTERN, { error: Messages.dateInvalid, abort: true })
    .refine(isRealDate, Messages.dateInvalid);
}

/** The plain password rule of spec §5; only the browser sees plain passwords. */
export function passwordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(PASSWORD_PATTERN, Messages.passwordRule);
}

/** What the server accepts in place of a password: 32 upper-case hex characters. */
export function passwordDigestField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(PASSWORD_DIGEST_PATTERN, Messages.passwordDigestInvalid);
}

/** Strict request object: unknown fields are refused with a Chinese message naming them. */
export function strictRequest<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? Messages.unknownFields(issue.keys)
        : Messages.formInvalid,
  });
}

/**
 * A response field holding one key of a numeric status or kind table, typed as precisely as the
 * table's keys (e.g. MemberLevel 0 | 1 | 2 | 3).
 */
export function numericKeyOf<T extends Readonly<Record<number, unknown>>>(table: T) {
  return z.literal(Object.keys(table).map(Number) as (keyof T & number)[]);
}
