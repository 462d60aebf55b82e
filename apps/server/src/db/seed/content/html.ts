import { sanitizeHtml } from '../../../lib/sanitize.ts';

/**
 * Builders for the HTML fragments stored as protocol and help-article content: h3, p, ol/ul/li
 * with escaped text, and the finished document goes through the stored-HTML allow-list.
 */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const h = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const ol = (...items: string[]) =>
  `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;
export const ul = (...items: string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** Plain strings become paragraphs; strings already built with the helpers pass through. */
export function html(...blocks: string[]): string {
  return sanitizeHtml(blocks.map((b) => (b.startsWith('<') ? b : p(b))).join(''));
}

/** A document of headed sections: [heading, ...blocks]. */
export function sections(...parts: [heading: string, ...blocks: string[]][]): string {
  return sanitizeHtml(parts.map(([heading, ...blocks]) => h(heading) + html(...blocks)).join(''));
}
