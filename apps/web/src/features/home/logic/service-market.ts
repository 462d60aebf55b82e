import { SERVICE_MARKET_COLUMNS } from '@portal/shared/constants';

export interface MarketGrid {
  columns: 2 | 3 | 4;
  rows: number;
}

/** Service market grid (spec §9): 2 columns up to 6 items, 3 for 7–9, 4 above 9. */
export function marketGrid(count: number): MarketGrid {
  const columns = SERVICE_MARKET_COLUMNS(Math.max(0, count));
  return { columns, rows: Math.ceil(Math.max(0, count) / columns) };
}
