import type { StatTable } from '@portal/shared/api/index';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The table as CSV: a header row (dimension, each series with its unit), then one row a label. */
export function tableCsv(table: StatTable): string {
  const header = [table.dimension, ...table.series.map((s) => `${s.name}（${s.unit}）`)];
  const rows = table.labels.map((label, i) => [
    label,
    ...table.series.map((s) => s.values[i] ?? 0),
  ]);
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}

/** Saves the table as `<name>.csv`; the BOM lets Excel read the Chinese text as UTF-8. */
export function downloadCsv(name: string, table: StatTable): void {
  const blob = new Blob([`\ufeff${tableCsv(table)}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
