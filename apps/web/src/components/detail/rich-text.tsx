/** Detail kit — the HTML body of a detail: `<RichText html={record.detail} />` (sanitised). */
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import './detail.css';

/** A detail's HTML body, passed through the site's tag allowlist first. */
export function RichText({ html }: { html: string | null | undefined }) {
  return (
    <div
      className="mk-rich"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
