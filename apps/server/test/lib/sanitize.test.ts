import { describe, expect, it } from 'vitest';
import { withSafeHtml } from '../../src/db/seed/demo/batch.ts';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';

describe('sanitizeHtml (stored rich text)', () => {
  it('keeps headings, paragraphs, lists, emphasis, tables and quotes as they are', () => {
    const html =
      '<h3>成果简介</h3><p>一段<strong>重点</strong><em>强调</em><u>下划线</u><br />文字</p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
      '<table><thead><tr><th>项目</th></tr></thead><tbody><tr><td colspan="2">值</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    expect(sanitizeHtml('<p>正文<script>alert(1)</script></p>')).toBe('<p>正文</p>');
    expect(sanitizeHtml('<img src="/images/a.png" onerror="alert(1)" alt="图" />')).toBe(
      '<img src="/images/a.png" alt="图" />',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">点我</a>')).toBe(
      '<a rel="noopener noreferrer">点我</a>',
    );
    expect(sanitizeHtml('<iframe src="/x"></iframe><style>p{}</style><p onclick="x()">p</p>')).toBe(
      '<p>p</p>',
    );
  });

  it('keeps http(s), mailto and relative links, never passing the page on', () => {
    expect(
      sanitizeHtml('<a href="https://www.most.gov.cn/" title="科技部" target="_blank">科技部</a>'),
    ).toBe(
      '<a href="https://www.most.gov.cn/" title="科技部" rel="noopener noreferrer">科技部</a>',
    );
    expect(sanitizeHtml('<a href="/help?id=1">帮助</a><a href="mailto:a@b.cn">邮件</a>')).toBe(
      '<a href="/help?id=1" rel="noopener noreferrer">帮助</a><a href="mailto:a@b.cn" rel="noopener noreferrer">邮件</a>',
    );
  });

  it('drops remote images and non-image data, keeping relative and data:image ones', () => {
    expect(
      sanitizeHtml(
        '<p>a<img src="https://evil.example/t.png" />b<img src="//evil.example/t.png" />' +
          '<img src="data:text/html;base64,PHNjcmlwdD4=" /><img src="data:image/svg+xml;base64,PHN2Zz4=" /></p>',
      ),
    ).toBe('<p>ab</p>');
    expect(
      sanitizeHtml('<img src="data:image/png;base64,iVBORw0K" width="10" height="10" />'),
    ).toBe('<img src="data:image/png;base64,iVBORw0K" width="10" height="10" />');
  });

  it('keeps only text-align of styles, and no classes or ids', () => {
    expect(
      sanitizeHtml(
        '<div style="text-align:center;position:fixed" class="x" id="y">d</div><span style="color:red">s</span>',
      ),
    ).toBe('<div style="text-align:center">d</div><span>s</span>');
  });
});

describe('withSafeHtml (seeded rows)', () => {
  it('sanitises the rich-text columns of rows and leaves the other columns alone', () => {
    const rows = withSafeHtml([
      { title: '<b>标题</b>', detail: '<p>详情<script>x</script></p>', content: '纯文本 1 < 2' },
      { title: 't', content: '<img src="https://evil.example/x.png" /><p>正文</p>' },
    ]);
    expect(rows).toEqual([
      { title: '<b>标题</b>', detail: '<p>详情</p>', content: '纯文本 1 &lt; 2' },
      { title: 't', content: '<p>正文</p>' },
    ]);
  });
});
