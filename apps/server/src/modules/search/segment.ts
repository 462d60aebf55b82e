import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

/*
 * Chinese word segmentation (DESIGN §11): jieba's cutForSearch for documents, which also emits
 * the dictionary words inside longer ones (锂电池 → 锂电, 电池, 锂电池), and plain cut for
 * queries. HMM (new-word guessing) is off on both sides: an unknown run of characters is then
 * split into single characters the same way in a document and in a query, so it still matches.
 */

let jieba: Jieba | null = null;

/**
 * Loaded on first use (0.2–0.3 s of blocked event loop): processes that never search (the CLI,
 * tests) never pay for it; the server loads it before it listens (loadSegmenter).
 */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** The dictionary loaded now, so that no visitor's first keyword waits for it (and with it, everyone). */
export function loadSegmenter(): void {
  segmenter();
}

/** Function words that carry nothing on their own. */
const STOP_WORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '等',
  '对',
  '为',
  '其',
  '之',
  '于',
  '并',
  '及其',
  '以及',
  '一种',
  '我们',
  '可以',
  '进行',
]);

const WORDISH = /[\p{L}\p{N}]/u;

function clean(words: string[]): string[] {
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (word && WORDISH.test(word) && !STOP_WORDS.has(word)) out.push(word);
  }
  return out;
}

/** Index-side tokens of a text (search mode), in order, duplicates kept. */
export function indexTokens(text: string): string[] {
  return clean(segmenter().cutForSearch(text, false));
}

/** The same, joined by spaces: what the token columns of search_index hold. */
export function tokenText(text: string): string {
  return indexTokens(text).join(' ');
}

/** At most this many words of a query take part. */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of a query (plain cut), without duplicates. Single characters are dropped when the
 * query also has longer words (新能源车 → 新能源): documents rarely carry a lone 车 as a token.
 */
export function queryWords(query: string): string[] {
  const words = [...new Set(clean(segmenter().cut(query, false)))];
  const long = words.filter((w) => [...w].length > 1);
  return (long.length > 0 ? long : words).slice(0, MAX_QUERY_WORDS);
}

/** Every word of a query as typed, single characters included: what highlighting marks. */
export function highlightWords(query: string): string[] {
  return [...new Set(clean(segmenter().cut(query, false)))];
}

const TERMS_KEPT = 1000;
const terms = new Map<string, { words: string[]; marks: string[] }>();

/**
 * A query's search words and highlight words, remembered for the queries typed most (the hot
 * words, a popular search): segmenting is the dearest step of a search answered from cache.
 */
export function queryTerms(query: string): { words: string[]; marks: string[] } {
  let found = terms.get(query);
  if (!found) {
    found = { words: queryWords(query), marks: highlightWords(query) };
    if (terms.size >= TERMS_KEPT) terms.delete(terms.keys().next().value!);
    terms.set(query, found);
  }
  return found;
}

/**
 * The dictionary words a longer word is made of, in order (人工智能 → 人工, 智能), or null when
 * it does not split into them. A document may hold 人工 智能 as neighbouring tokens without the
 * whole word (jieba segments by context: 精密仪器仪表 → 精密, 仪器, 仪表, 仪器仪表), so the search
 * also accepts the parts as a phrase.
 */
export function wordParts(word: string): string[] | null {
  const chars = [...word];
  if (chars.length < 3) return null;
  const parts = [...new Set(segmenter().cutForSearch(word, false))]
    .filter((p) => p !== word && p.length > 0)
    .sort((a, b) => b.length - a.length);
  const walk = (rest: string): string[] | null => {
    if (rest === '') return [];
    for (const p of parts) {
      if (!rest.startsWith(p)) continue;
      const tail = walk(rest.slice(p.length));
      if (tail) return [p, ...tail];
    }
    return null;
  };
  const found = walk(word.toLowerCase());
  return found && found.length > 1 ? found : null;
}
