/**
 * The member's data export as two files: the JSON as the server gave it, and a readable HTML
 * page (sections → tables). Every value is escaped; nothing from the data becomes markup.
 */

const SECTION_TITLES: Readonly<Record<string, string>> = {
  account: '账号信息',
  certifications: '认证记录',
  files: '上传的文件',
  sessions: '登录会话',
  submissions: '提交的内容',
  activity: '操作记录',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value));
  return escapeHtml(value);
}

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '<p>无</p>';
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = keys.map((k) => `<th scope="col">${escapeHtml(k)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${keys.map((k) => `<td>${cell(r[k])}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function section(value: unknown, level: number): string {
  if (Array.isArray(value)) {
    const objects = value.every((v) => v && typeof v === 'object' && !Array.isArray(v));
    return objects
      ? table(value as Record<string, unknown>[])
      : `<p>${value.map(cell).join('、') || '无'}</p>`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const flat = entries.every(([, v]) => v === null || typeof v !== 'object');
    if (flat) {
      return `<dl>${entries.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${cell(v)}</dd>`).join('')}</dl>`;
    }
    const h = `h${Math.min(level, 6)}`;
    return entries
      .map(([k, v]) => `<${h}>${escapeHtml(k)}</${h}>${section(v, level + 1)}`)
      .join('');
  }
  return `<p>${cell(value)}</p>`;
}

/** A self-contained, readable HTML page of the export. */
export function exportToHtml(data: Record<string, unknown>, exportedAt: string): string {
  const parts = Object.entries(data)
    .map(([key, value]) => `<h2>${escapeHtml(SECTION_TITLES[key] ?? key)}</h2>${section(value, 3)}`)
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>我的数据导出</title>
<style>body{font-family:sans-serif;margin:24px;color:#222}table{border-collapse:collapse;margin:8px 0 16px;font-size:13px}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}dt{font-weight:600}dd{margin:0 0 6px 16px}</style>
</head><body><h1>我的数据导出</h1><p>导出时间：${escapeHtml(exportedAt)}</p>
${parts}
</body></html>`;
}

/** Lets the browser save `content` as `name`. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
