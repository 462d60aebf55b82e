#!/usr/bin/env node
// `npm run build -w @portal/server`: compiles the server and its CLIs to apps/server/dist, so
// production runs them with plain `node` (no TypeScript loader at run time). App code and the
// @portal/shared sources are bundled; every other package stays an import from node_modules.
// Output files sit at the same depth as src/ files, so paths built from import.meta.url
// (config.ts's ROOT_DIR) point at the same places; shared chunks stay beside the entries.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

/**
 * Bare imports are external except our own workspace packages (TypeScript sources). A subpath
 * of a package without an exports map (`@node-rs/jieba/dict`) needs its extension under
 * Node's ESM resolver, which tsx did not ask for.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: withExtensionIfNeeded(args.path), external: true };
    });
  },
};

const require = createRequire(path.join(serverDir, 'package.json'));

function withExtensionIfNeeded(specifier) {
  if (specifier.startsWith('node:')) return specifier;
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  if (parts.length <= nameLength || path.extname(specifier)) return specifier;
  const name = parts.slice(0, nameLength).join('/');
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
  if (manifest.exports) return specifier;
  return specifier + path.extname(require.resolve(specifier));
}

const started = Date.now();
const result = await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    seed: path.join(serverDir, 'src/cli/seed.ts'),
    operator: path.join(serverDir, 'src/cli/operator.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
// Files are overwritten in place (a server starting meanwhile never finds dist/ empty);
// chunks an earlier build left behind go afterwards.
const written = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(f)));
for (const file of readdirSync(outdir)) {
  const full = path.join(outdir, file);
  if (!written.has(full)) rmSync(full, { force: true });
}
console.log(
  `server built to ${path.relative(process.cwd(), outdir)} in ${Date.now() - started} ms`,
);
