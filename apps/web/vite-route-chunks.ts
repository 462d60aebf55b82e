import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  LAYOUT_FILES,
  NOT_FOUND_FILE,
  PAGE_FILES,
  PLACEHOLDER_FILE,
  SHELL_FILES,
} from './src/app/page-files.ts';

/** Where the server finds it (apps/server plugins/first-paint.ts reads the same name). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** The files a screen module needs beyond those index.html already loads (paths from /). */
interface ScreenFiles {
  js: string[];
  css: string[];
}

/**
 * Writes dist/route-chunks.json: for each screen module of page-files.ts, the script chunks and
 * stylesheets it needs that the entry does not already load, with the maps from route name to
 * screen module. The server names them in a route's first paint as <link rel=modulepreload> and
 * <link rel=preload as=style> (issue 27), so a phone fetches the screen's code together with the
 * entry bundle instead of after it has run.
 */
export function routeChunks(): Plugin {
  let srcDir = 'src';
  return {
    name: 'portal-route-chunks',
    apply: 'build',
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk and every chunk it imports statically, itself first. */
      const closure = (chunk: OutputChunk): OutputChunk[] => {
        const seen = new Set<string>();
        const order: OutputChunk[] = [];
        const visit = (current: OutputChunk) => {
          if (seen.has(current.fileName)) return;
          seen.add(current.fileName);
          order.push(current);
          for (const file of current.imports) {
            const next = byFile.get(file);
            if (next) visit(next);
          }
        };
        visit(chunk);
        return order;
      };
      const loaded = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        for (const chunk of closure(entry)) {
          loaded.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) loaded.add(css);
        }
      }
      const bySource = new Map<string, OutputChunk>();
      for (const chunk of chunks) {
        if (!chunk.facadeModuleId) continue;
        const file = path.relative(srcDir, chunk.facadeModuleId).split(path.sep).join('/');
        bySource.set(file, chunk);
      }
      const screens: Record<string, ScreenFiles> = {};
      const files = new Set([
        ...Object.values(PAGE_FILES),
        ...Object.values(SHELL_FILES),
        ...Object.values(LAYOUT_FILES).filter((file) => file !== null),
        PLACEHOLDER_FILE,
        NOT_FOUND_FILE,
      ]);
      for (const file of files) {
        const chunk = bySource.get(file);
        if (!chunk) throw new Error(`page-files.ts names ${file}, which has no chunk of its own`);
        const js: string[] = [];
        const css: string[] = [];
        for (const part of closure(chunk)) {
          if (!loaded.has(part.fileName)) js.push(`/${part.fileName}`);
          for (const sheet of part.viteMetadata?.importedCss ?? []) {
            if (!loaded.has(sheet) && !css.includes(`/${sheet}`)) css.push(`/${sheet}`);
          }
        }
        screens[file] = { js, css };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify({
          screens,
          pages: PAGE_FILES,
          shells: SHELL_FILES,
          layouts: LAYOUT_FILES,
          placeholder: PLACEHOLDER_FILE,
        }),
      });
    },
  };
}
