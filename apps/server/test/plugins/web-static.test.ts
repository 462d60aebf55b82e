import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/app.ts';

const INDEX = `<!doctype html><html><head><title>科技成果转化服务平台</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('成果'.repeat(2000))});`;

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  // A web build as vite writes it: hashed assets, public files, .br/.gz beside text files.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, body: string, precompressed: boolean) => {
    fs.writeFileSync(path.join(dist, file), body);
    if (!precompressed) return;
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
  };
  write('index.html', INDEX, true);
  write('assets/index-AbC123.js', SCRIPT, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  ctx = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({
    method,
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the built web app', () => {
  it('sends the home page precompressed, revalidated on every visit', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('falls back to index.html for page URLs, compressed and not cached', async () => {
    const gz = await get('/Project/Outcome?page=2', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
    const plain = await get('/Project/Outcome');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('answers HEAD like GET for pages and assets', async () => {
    for (const url of ['/', '/Project/Outcome', '/assets/index-AbC123.js']) {
      const head = await get(url, 'br', 'HEAD');
      const full = await get(url, 'br');
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toBe(full.headers['content-type']);
      expect(head.headers['cache-control']).toBe(full.headers['cache-control']);
      expect(head.body).toBe('');
    }
  });

  it('caches hashed assets for a year and other files for a day', async () => {
    const script = await get('/assets/index-AbC123.js', 'br');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('keeps 404 for missing files and unknown API paths', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    const api = await get('/gateway/client/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});
