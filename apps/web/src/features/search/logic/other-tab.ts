import type { SearchDocType } from '@portal/shared/enums/search-doc-type';

export interface OtherTab {
  value: number;
  label: string;
  count: number;
}

/**
 * The tab to offer when the chosen one finds nothing (issue #26): the one with the most hits,
 * earlier tabs first on a tie; null while the chosen tab has hits or no tab has any.
 */
export function otherTabWithHits(
  tabs: Readonly<Record<number, string>>,
  docs: Readonly<Record<number, SearchDocType>>,
  counts: Partial<Record<SearchDocType, number>> | undefined,
  current: number,
): OtherTab | null {
  if (!counts || (counts[docs[current]!] ?? 0) > 0) return null;
  let best: OtherTab | null = null;
  for (const [key, label] of Object.entries(tabs)) {
    const value = Number(key);
    const count = counts[docs[value]!] ?? 0;
    if (value !== current && count > (best?.count ?? 0)) best = { value, label, count };
  }
  return best;
}
