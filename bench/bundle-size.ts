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

/** The chunks a script pulls in statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticGraph(assetsDir: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(assetsDir, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(m[1]!);
  };
  visit(entry);
  return seen;
}

/**
 * What opening /DataCockpit adds to what the home route already loaded: the cockpit page's
 * chunk and every chunk it imports statically that the home route's initial set does not hold
 * (ECharts lives there), gzipped at level 9, plus whether any home script holds ECharts.
 */
export function cockpitBundleSize(distDir: string) {
  const assetsDir = path.join(distDir, 'assets');
  const names = fs.readdirSync(assetsDir);
  const page = names.find((n) => /^data-cockpit-page-.*\.js$/.test(n));
  if (!page) throw new Error('no data-cockpit-page chunk in the build');
  const home = new Set(homeBundleSize(distDir).files.map((f) => path.basename(f.file)));
  const homeGraph = new Set(
    [...home].filter((f) => f.endsWith('.js')).flatMap((f) => [...staticGraph(assetsDir, f)]),
  );
  const files = [...staticGraph(assetsDir, page)]
    .filter((f) => !homeGraph.has(f))
    .map((file) => {
      const content = fs.readFileSync(path.join(assetsDir, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    });
  const total = files.reduce((s, f) => s + f.gzip, 0);
  const echartsOnHome = [...homeGraph].some((f) =>
    fs.readFileSync(path.join(assetsDir, f), 'utf8').includes('registerMap'),
  );
  return { files, totalGzipKb: Math.round((total / 1024) * 10) / 10, echartsOnHome };
}
