/** Views per item and Shanghai day (migration 20261129_inbox_01), for monthly statistics. */
export interface ViewDaysTable {
  /** The counted table (market/view-counts.ts CountedTable). */
  itemTable: string;
  itemId: number;
  /** yyyy-MM-dd, Asia/Shanghai */
  day: string;
  views: number;
}

export interface ViewDayTables {
  viewDays: ViewDaysTable;
}
