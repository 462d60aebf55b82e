/**
 * Rich text from our own database (platform description, about us, ad articles) is still
 * rendered through an allowlist: only these tags and attributes survive, links and images only
 * with http(s), relative or mailto addresses. Everything else is unwrapped or dropped.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'small',
  'mark',
  'code',
  'pre',
]);

/** Removed with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'canvas',
  'title',
  'head',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** http(s), mailto, or a same-site relative address; protocol-relative ones are refused. */
export function isSafeUrl(url: string): boolean {
  // Control characters and whitespace inside the scheme are how javascript: hides.
  const compact = [...url.trim()].filter((char) => char.charCodeAt(0) > 0x20).join('');
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact);
  return scheme ? SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) : true;
}

function cleanElement(element: Element): void {
  const tag = element.tagName.toLowerCase();
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    if (!allowed.includes(name)) {
      element.removeAttribute(attribute.name);
      continue;
    }
    if ((name === 'href' || name === 'src') && !isSafeUrl(attribute.value)) {
      element.removeAttribute(attribute.name);
    }
  }
  if (tag === 'a' && element.getAttribute('target')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'img') element.setAttribute('loading', 'lazy');
}

function walk(parent: Node): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    walk(element);
    if (ALLOWED_TAGS.has(tag)) {
      cleanElement(element);
    } else {
      element.replaceWith(...element.childNodes);
    }
  }
}

/** The fragment with only allowed tags and attributes, ready for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  walk(doc.body);
  return doc.body.innerHTML;
}

/** The plain text of a fragment (for excerpts), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const dropped of doc.body.querySelectorAll('script,style,template')) dropped.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
