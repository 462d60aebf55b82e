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
