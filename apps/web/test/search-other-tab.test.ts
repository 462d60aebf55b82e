import { SEARCH_TYPE_DOCS } from '@portal/shared/enums/search-doc-type';
import { SEARCH_TYPES } from '@portal/shared/enums/search-type';
import { describe, expect, it } from 'vitest';
import { otherTabWithHits } from '../src/features/search/logic/other-tab.ts';

const docOf = (type: keyof typeof SEARCH_TYPE_DOCS) => SEARCH_TYPE_DOCS[type];

/** Issue #26: 碳中和 on the default tab finds nothing, yet other tabs have hits. */
describe('the tab to offer when the chosen one finds nothing', () => {
  it('offers the tab with the most hits', () => {
    const counts = { [docOf(1)]: 0, [docOf(2)]: 2, [docOf(7)]: 5, [docOf(8)]: 5 };
    expect(otherTabWithHits(SEARCH_TYPES, SEARCH_TYPE_DOCS, counts, 1)).toEqual({
      value: 7,
      label: SEARCH_TYPES[7],
      count: 5,
    });
  });

  it('offers nothing while the chosen tab has hits, or no tab has any', () => {
    expect(
      otherTabWithHits(SEARCH_TYPES, SEARCH_TYPE_DOCS, { [docOf(1)]: 1, [docOf(2)]: 9 }, 1),
    ).toBeNull();
    expect(otherTabWithHits(SEARCH_TYPES, SEARCH_TYPE_DOCS, { [docOf(1)]: 0 }, 1)).toBeNull();
    expect(otherTabWithHits(SEARCH_TYPES, SEARCH_TYPE_DOCS, undefined, 1)).toBeNull();
  });
});
