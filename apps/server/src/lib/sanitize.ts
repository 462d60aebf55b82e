import sanitize from 'sanitize-html';

/**
 * The one allow-list for rich text the server stores (seeded articles and details, and the
 * operator content to come): applied when HTML is written, so every reader gets safe markup.
 * Links may go to http(s), mailto or a relative path and never pass the page on (rel);
 * images are relative or inline data:image only, so a stored page never loads a remote one.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const ALIGN = [/^(left|right|center|justify)$/];

const POLICY: sanitize.IOptions = {
  allowedTags: [
    ...HEADINGS,
    ...TABLES,
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'img',
    'blockquote',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    span: ['style'],
    div: ['style'],
    p: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      // data: is allowed for images only when it is an image; the scheme check cannot tell.
      const kept = src && (!/^data:/i.test(src) || /^data:image\/(png|jpe?g|gif|webp);/i.test(src));
      return { tagName, attribs: kept ? { src, ...rest } : rest };
    },
  },
  // An image whose source was refused goes entirely rather than leaving an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Safe HTML for storing: whatever the allow-list does not name is dropped. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, POLICY);
}
