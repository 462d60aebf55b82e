const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pattern(words: string[]): RegExp | null {
  const parts = words
    .filter(Boolean)
    .map((w) => escapeRegExp(escapeHtml(w)))
    .sort((a, b) => b.length - a.length);
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

/**
 * The text HTML-escaped, every occurrence of a word wrapped in <em>. The words are matched in
 * the escaped text, so nothing the text holds can become markup.
 */
export function highlight(text: string, words: string[]): string {
  const escaped = escapeHtml(text);
  const re = pattern(words);
  return re ? escaped.replace(re, (m) => `<em>${m}</em>`) : escaped;
}

/** Characters a snippet shows. */
export const SNIPPET_LENGTH = 120;

/**
 * A window of the body around the first matched word (some context before it), highlighted;
 * … marks a cut at either end. Without a match, the body's beginning.
 */
export function snippet(body: string, words: string[], length = SNIPPET_LENGTH): string {
  const chars = [...body];
  const lower = body.toLowerCase();
  let first = -1;
  for (const w of words) {
    const at = lower.indexOf(w.toLowerCase());
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  // Code-unit index → character index (bodies may hold characters outside the BMP).
  const firstChar = first < 0 ? 0 : [...body.slice(0, first)].length;
  const start = Math.max(0, Math.min(firstChar - 20, chars.length - length));
  const end = Math.min(chars.length, start + length);
  const text = chars.slice(start, end).join('');
  return `${start > 0 ? '…' : ''}${highlight(text, words)}${end < chars.length ? '…' : ''}`;
}

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
