import { describe, expect, it } from 'vitest';
import { appForFile } from './support/app.ts';
import { createSeededApp } from './support/home.ts';

const ctx = appForFile(createSeededApp);

describe('/merchant/ and /admin/ before their applications exist', () => {
  it.each([
    ['/merchant/', '商户工作台'],
    ['/merchant/#/register', '商户工作台'],
    ['/merchant/orders/1', '商户工作台'],
    ['/admin', '运营管理后台'],
    ['/admin/', '运营管理后台'],
  ])('%s answers a Chinese page saying what it is, with a link home', async (url, title) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain('尚未部署在本服务器上');
    expect(res.body).toContain('<a href="/">返回科技成果转化服务平台首页</a>');
  });
});

describe('/admin once the console is built', () => {
  it('serves its files under /admin/ and its index.html for every other console URL', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createTestApp } = await import('./support/app.ts');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>运营管理后台</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    const built = await createTestApp({ ADMIN_DIST: dist });
    try {
      for (const url of ['/admin', '/admin/', '/admin/certifications/3']) {
        const res = await built.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>运营管理后台</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await built.app.inject({ method: 'GET', url: '/admin/assets/main-abc.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      const missing = await built.app.inject({ method: 'GET', url: '/admin/assets/none.js' });
      expect(missing.statusCode).toBe(404);
      const merchant = await built.app.inject({ method: 'GET', url: '/merchant/' });
      expect(merchant.body).toContain('尚未部署在本服务器上');
    } finally {
      await built.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('/merchant once the provider workspace is built', () => {
  it('serves its index.html for every workspace URL, and /admin keeps its placeholder', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createTestApp } = await import('./support/app.ts');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>商户工作台</title>');
    const built = await createTestApp({ MERCHANT_DIST: dist });
    try {
      for (const url of ['/merchant', '/merchant/', '/merchant/apply', '/merchant/login']) {
        const res = await built.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>商户工作台</title>');
      }
      const missing = await built.app.inject({ method: 'GET', url: '/merchant/assets/x.js' });
      expect(missing.statusCode).toBe(404);
      const admin = await built.app.inject({ method: 'GET', url: '/admin/' });
      expect(admin.body).toContain('尚未部署在本服务器上');
    } finally {
      await built.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
