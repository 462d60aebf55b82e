import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NARROW_MEDIA_QUERY,
  PHONE_MAX_WIDTH,
  PHONE_MEDIA_QUERY,
} from '../src/styles/breakpoints.ts';

const SRC = path.join(import.meta.dirname, '../src');

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('the breakpoints (styles/breakpoints.ts)', () => {
  it('are the only widths any stylesheet switches layout at', () => {
    const queries = cssFiles(SRC).flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(/@media\s*([^{]+)\{/g)]
        .map((match) => ({ file: path.relative(SRC, file), query: (match[1] ?? '').trim() }))
        .filter(({ query }) => /width/.test(query)),
    );
    expect(queries.length).toBeGreaterThan(10);
    for (const { file, query } of queries) {
      expect([PHONE_MEDIA_QUERY, NARROW_MEDIA_QUERY].map((q) => `${file}: ${q}`)).toContain(
        `${file}: ${query}`,
      );
    }
  });

  it('is 767 px: phones and small tablets get the fluid layout', () => {
    expect(PHONE_MAX_WIDTH).toBe(767);
  });
});
