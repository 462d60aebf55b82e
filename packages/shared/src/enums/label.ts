/** Label of `value` in a status table, or `fallback` for a missing or unknown value. */
export function labelOf(
  table: Readonly<Record<number | string, string>>,
  value: number | string | null | undefined,
  fallback = '—',
): string {
  if (value === null || value === undefined) return fallback;
  const key = String(value);
  return Object.hasOwn(table, key) ? (table[key] ?? fallback) : fallback;
}

/** Whether `value` is a key of a numeric status or kind table (e.g. a number read from a URL). */
export function isKeyOf<T extends Readonly<Record<number, unknown>>>(
  table: T,
  value: number,
): value is keyof T & number {
  return Object.hasOwn(table, value);
}

/** The keys of a table keyed by names, as the non-empty tuple z.enum takes. */
export function keysOf<T extends Readonly<Record<string, unknown>>>(table: T) {
  return Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
}

/** The numeric keys of a status or kind table, for optionalIntEnum. */
export const numericKeys = (table: object) =>
  Object.keys(table).map(Number) as [number, ...number[]];
