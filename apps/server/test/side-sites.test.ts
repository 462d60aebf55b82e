import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './support/app.ts';
import { createSeededApp } from './support/home.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededApp();
});
afterAll(() => ctx.close());

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
