import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from '@portal/client/vite-precompress';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompress (vite build plugin)', () => {
  it('writes .br and .gz beside text files over 1 KB, and nothing else', async () => {
    const script = `export const text = ${JSON.stringify('科技成果'.repeat(300))};`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/tiny-abc.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const plugin = precompress() as unknown as {
      configResolved(config: Pick<ResolvedConfig, 'root'> & { build: { outDir: string } }): void;
      closeBundle(): Promise<void>;
    };
    plugin.configResolved({ root: dir, build: { outDir: '.' } });
    await plugin.closeBundle();

    const js = path.join(dir, 'assets/index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'assets/tiny-abc.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  });
});
