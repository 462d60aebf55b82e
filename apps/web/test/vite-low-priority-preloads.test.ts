import { lowPriorityPreloads } from '@portal/client/vite-low-priority-preloads';
import { describe, expect, it } from 'vitest';

describe('lowPriorityPreloads (vite build plugin)', () => {
  it('asks for the entry’s preloaded chunks at low priority, the entry script as before', () => {
    const plugin = lowPriorityPreloads() as unknown as {
      transformIndexHtml: { order: string; handler(html: string): string };
    };
    const built =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/antd-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(plugin.transformIndexHtml.order).toBe('post');
    expect(plugin.transformIndexHtml.handler(built)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/antd-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    );
  });
});
