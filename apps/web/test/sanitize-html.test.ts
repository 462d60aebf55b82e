import { describe, expect, it } from 'vitest';
import { htmlToText } from '../src/lib/html-to-text.ts';
import { isSafeUrl, sanitizeHtml } from '../src/lib/sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    const html = '<h3>平台简介</h3><p>汇聚<strong>科技成果</strong></p><ul><li>一</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, iframes and forms with what they hold', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><form><input></form>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('removes event handlers and style attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red" class="c">t</p><img src="/a.svg" onerror="x()">',
    );
    expect(out).toBe('<p>t</p><img src="/a.svg" loading="lazy">');
  });

  it('removes javascript: and data: addresses, keeps http(s), relative and mailto', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href=" jav&#x09;ascript:alert(1)">y</a>' +
        '<a href="https://most.gov.cn/">z</a><a href="/Introduction">w</a><a href="mailto:a@b.cn">m</a>',
    );
    expect(out).toBe(
      '<a>x</a><a>y</a><a href="https://most.gov.cn/">z</a><a href="/Introduction">w</a>' +
        '<a href="mailto:a@b.cn">m</a>',
    );
    expect(isSafeUrl('data:text/html;base64,xx')).toBe(false);
    expect(isSafeUrl('//evil.example/x')).toBe(false);
  });

  it('opens target links in a new window without the opener', () => {
    expect(sanitizeHtml('<a href="https://a.cn" target="_top">a</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('unwraps unknown tags but keeps their content; drops comments', () => {
    expect(sanitizeHtml('<font color="red">红<!-- c --></font><center><b>b</b></center>')).toBe(
      '红<b>b</b>',
    );
  });

  it('keeps attributes only on the tags that may carry them, and no data: or // sources', () => {
    expect(
      sanitizeHtml(
        '<p title="t" width="3">p</p><img src="data:image/png;base64,AA" alt="a"><img src="//x.cn/a.png">',
      ),
    ).toBe('<p>p</p><img alt="a" loading="lazy"><img loading="lazy">');
  });

  it('survives markup that mutates when parsed again', () => {
    const out = sanitizeHtml('<svg><p><style><img src=x onerror=alert(1)></style></p></svg>x');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('<svg');
  });

  it('empty input gives an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps only the text, whitespace collapsed', () => {
    expect(htmlToText('<p>全省 深入</p>\n<p>实施<script>x</script>战略</p>')).toBe(
      '全省 深入 实施战略',
    );
  });
});
