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

const SENTENCE_END = new Set([...'。！？；!?;']);

/** Character index of the first matched word in `body`, or -1. */
function firstMatch(body: string, words: string[]): number {
  const lower = body.toLowerCase();
  let first = -1;
  for (const w of words) {
    const at = w ? lower.indexOf(w.toLowerCase()) : -1;
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  // Code-unit index → character index (bodies may hold characters outside the BMP).
  return first < 0 ? -1 : [...body.slice(0, first)].length;
}

/**
 * The sentence holding the first matched word, and the sentences after it while they fit,
 * highlighted: a snippet reads as text, not as a window cut anywhere. A sentence too long to
 * show from its start is cut around the match; … marks a cut. Without a match, the body's
 * first sentences.
 */
export function snippet(body: string, words: string[], length = SNIPPET_LENGTH): string {
  const chars = [...body];
  const hit = firstMatch(body, words);
  let start = 0;
  if (hit > 0) {
    start = hit;
    while (start > 0 && !SENTENCE_END.has(chars[start - 1]!)) start -= 1;
    while (start < hit && /\s/.test(chars[start]!)) start += 1;
    // A long sentence: start a little before the match instead.
    if (hit - start > length / 2) start = Math.max(0, hit - Math.floor(length / 6));
  }
  let end = Math.min(chars.length, start + length);
  if (end < chars.length) {
    // End at the last sentence end that keeps the match, when there is one.
    for (let i = end; i > Math.max(start, hit) + 1; i -= 1) {
      if (SENTENCE_END.has(chars[i - 1]!)) {
        end = i;
        break;
      }
    }
  }
  const text = chars.slice(start, end).join('').trim();
  const cutBefore = start > 0 && !SENTENCE_END.has(chars[start - 1]!);
  const cutAfter = end < chars.length && !SENTENCE_END.has(chars[end - 1]!);
  return `${cutBefore ? '…' : ''}${highlight(text, words)}${cutAfter ? '…' : ''}`;
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
