/**
 * Rich text from our own database (outcome and need details, platform description, ad articles)
 * is still rendered through an allowlist, enforced by DOMPurify: only these tags and attributes
 * survive, links and images only with http(s), relative or mailto addresses. Unknown tags are
 * unwrapped, dangerous ones dropped with their content. Only screens that render rich text
 * import this module, so DOMPurify stays out of the home route's first JS.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
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
];

/** Removed with everything inside them. */
const DROPPED_TAGS = [
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
];

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

const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const name = data.attrName;
  const allowed = ALLOWED_ATTRIBUTES[tag]?.includes(name) ?? false;
  const urlOk = (name !== 'href' && name !== 'src') || isSafeUrl(data.attrValue);
  if (!allowed || !urlOk) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'a' && node.getAttribute('target')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'img') node.setAttribute('loading', 'lazy');
});

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  FORBID_CONTENTS: DROPPED_TAGS,
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The fragment with only allowed tags and attributes, ready for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, CONFIG);
}
