/** The plain text of an HTML fragment (for excerpts), whitespace collapsed; nothing is rendered. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const dropped of doc.body.querySelectorAll('script,style,template')) dropped.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
