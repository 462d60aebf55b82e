/**
 * No import circles in the web source (DESIGN §12: pages link through paths and route metadata,
 * only the router config reaches the page loaders). Static, type-only, re-export and dynamic
 * imports all count: a tiny resolver for the relative specifiers this codebase writes
 * (explicit `.ts`/`.tsx` extensions), then strongly connected components. The screens the page
 * loaders import through `import.meta.glob` are the src-relative paths page-files.ts names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const PAGE_FILES = path.join(SRC, 'app/page-files.ts');
const SCREEN_FILE = /'((?:pages|app)\/[^']+\.tsx)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => path.resolve(path.dirname(file), match[1]!))
      .concat(
        file === PAGE_FILES
          ? [...text.matchAll(SCREEN_FILE)].map((m) => path.join(SRC, m[1]!))
          : [],
      )
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(SRC, member));
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('web import graph', () => {
  const graph = importGraph(sourceFiles(SRC));

  it('resolves the imports it is meant to check', () => {
    const routerConfig = graph.get(path.join(SRC, 'app/router-config.tsx')) ?? [];
    expect(routerConfig).toContain(path.join(SRC, 'app/page-loaders.ts'));
    const loaders = graph.get(path.join(SRC, 'app/page-loaders.ts')) ?? [];
    expect(loaders).toContain(PAGE_FILES);
    expect(graph.get(PAGE_FILES)).toContain(path.join(SRC, 'pages/home/home-page.tsx'));
  });

  it('has no import circles', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('lets only the router config import the page loaders', () => {
    const importers = [...graph]
      .filter(([, targets]) => targets.includes(path.join(SRC, 'app/page-loaders.ts')))
      .map(([file]) => path.relative(SRC, file));
    expect(importers).toEqual(['app/router-config.tsx']);
  });
});
