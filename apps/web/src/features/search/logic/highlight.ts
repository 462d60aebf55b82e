/**
 * The search answer's title and snippet are HTML whose only markup is <em>…</em> around matched
 * words (contract). They are still passed through the site's sanitizer, and then every tag but
 * <em> is unwrapped, so whatever the server sends, only text and emphasis reach the page.
 */
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

export function highlightHtml(html: string | null | undefined): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${clean}`, 'text/html');
  for (const element of [...doc.body.querySelectorAll('*')].reverse()) {
    if (element.tagName.toLowerCase() === 'em') {
      for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    } else {
      element.replaceWith(...element.childNodes);
    }
  }
  return doc.body.innerHTML;
}

/** The emphasised words of a fragment, for tests and for the "搜索 X" line. */
export function highlightedWords(html: string): string[] {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><body>${highlightHtml(html)}`,
    'text/html',
  );
  return [...doc.body.querySelectorAll('em')].map((em) => em.textContent ?? '');
}
