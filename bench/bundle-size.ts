import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Initial JS+CSS of the home route: the entry script, its modulepreloads and stylesheets
 * named in index.html, gzipped at level 9 as a server would send them.
 */
export function homeBundleSize(distDir: string) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const files = [...new Set(refs)].map((ref) => {
    const content = fs.readFileSync(path.join(distDir, ref));
    return { file: ref, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = files.reduce((s, f) => s + f.gzip, 0);
  return { files, totalGzipKb: Math.round((total / 1024) * 10) / 10 };
}
