/** Filters and references shared by the market lists (paths in api/market.ts). */

import { z } from 'zod';
import type { marketFilterShape } from '../validation/filters.ts';

/**
 * Sort of the market lists: MARKET_SORTS (latest default; price = amount/budget where used;
 * deadline where the list has one, else read as latest).
 */
export type MarketSortValue = 'latest' | 'priceAsc' | 'priceDesc' | 'views' | 'deadline';

/**
 * Rows of a portal list page (the web list kit's pageSize), so the server can inline the very
 * answer a list's first screen asks for (server plugins/first-paint.ts).
 */
export const LIST_PAGE_SIZE = 10;

/** Paging and the filters every market list takes (the fields are described in the shape). */
export type MarketFilters = z.input<z.ZodObject<typeof marketFilterShape>>;

/** A technical field as shown on a card: the second level and its parent. */
export const fieldRefSchema = z.object({
  techFieldId: z.number(),
  /** Second-level field name (spec §3 techArea). */
  techArea: z.string(),
  parentFieldId: z.number(),
  parentTechArea: z.string(),
});
export type FieldRef = z.infer<typeof fieldRefSchema>;

/** A technical field (second level) and its parent's name, or nulls when it spans all fields. */
export const optionalFieldRefShape = {
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  parentTechArea: z.string().nullable(),
};

/** Region as shown: the code and its full name, e.g. 山东省济南市历下区. */
export const regionRefSchema = z.object({ regionCode: z.string(), regionName: z.string() });
export type RegionRef = z.infer<typeof regionRefSchema>;
