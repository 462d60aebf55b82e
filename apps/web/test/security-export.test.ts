import { describe, expect, it } from 'vitest';
import { escapeHtml, exportToHtml } from '../src/features/security/logic/export-files.ts';

describe('exportToHtml', () => {
  const data = {
    account: { username: 'alice<script>', telephone: '13800000001', verifyStatus: 2 },
    certifications: [{ realName: '济南华辰', status: 2, materials: [1, 2] }],
    sessions: [],
    submissions: { needs: [{ goodsName: '高镍正极 & 包覆' }] },
  };

  it('renders each section readable, with Chinese titles and tables', () => {
    const html = exportToHtml(data, '2026-11-24 09:00:00');
    expect(html).toContain('<h2>账号信息</h2>');
    expect(html).toContain('<h2>认证记录</h2>');
    expect(html).toContain('<th scope="col">realName</th>');
    expect(html).toContain('<td>济南华辰</td>');
    expect(html).toContain('<td>[1,2]</td>');
    expect(html).toContain('<h2>登录会话</h2><p>无</p>');
    expect(html).toContain('<h3>needs</h3>');
    expect(html).toContain('导出时间：2026-11-24 09:00:00');
  });

  it('escapes every value', () => {
    const html = exportToHtml(data, 'now');
    expect(html).not.toContain('<script>');
    expect(html).toContain('alice&lt;script&gt;');
    expect(html).toContain('高镍正极 &amp; 包覆');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
