/**
 * Data cockpit and statistics (spec §2 /DataCockpit, /DataDetail, /CockpitContent, /ResultsData,
 * /Technological; issue 15). Spec §7 shows only the content menu (HomePaths.cockpitMenu) and the
 * stat tiles; the paths below are chosen in the style of §7. Every figure is computed from the
 * live tables on request (reused a few seconds), so it equals what the matching public list
 * shows for the same filter.
 */

export const CockpitPaths = {
  /** GET CockpitQuery → CockpitOverview: the tiles and every indicator (or one topic's). */
  overview: '/client/api/cockpit/overview',
  /** GET ?id=&fieldId&regionCode → CockpitIndicator (/DataDetail); 404 for an unknown id. */
  indicator: '/client/api/cockpit/indicator',
  /** GET ?fieldId&regionCode → OutcomeStats (/ResultsData). */
  outcomeStats: '/client/api/cockpit/outcome/stats',
  /** GET ?year&quarter → MarketReport (/Technological); quarter absent or 0 = the whole year. */
  marketReport: '/client/api/cockpit/market/report',
} as const;

/**
 * Topics of /CockpitContent?type= (the content menu's links): 1 成果, 2 需求, 3 交易, 4 主体,
 * 5 人才与活动, 6 区域.
 */
export const COCKPIT_TOPICS = {
  1: '成果数据',
  2: '需求数据',
  3: '交易数据',
  4: '主体数据',
  5: '人才数据',
  6: '区域数据',
} as const;

export type CockpitTopic = keyof typeof COCKPIT_TOPICS;

/** How an indicator is best drawn; the table is the same whatever the chart. */
export type CockpitChart = 'bar' | 'line' | 'pie' | 'map' | 'rank' | 'mixed';

/** One named column of numbers, one value per label. */
export interface StatSeries {
  name: string;
  unit: string;
  values: number[];
}

/** Rows (labels) × series: what a chart draws and a CSV holds. */
export interface StatTable {
  /** Row heading (月份, 技术领域, 城市…). */
  dimension: string;
  labels: string[];
  /** Region codes of the rows when the rows are cities (map charts). */
  codes?: string[];
  series: StatSeries[];
}

export interface CockpitIndicator {
  id: number;
  topic: CockpitTopic;
  name: string;
  /** What is counted and from which public list. */
  note: string;
  chart: CockpitChart;
  table: StatTable;
}

/** A headline number; `list` names the public list whose total it equals. */
export interface CockpitTile {
  key:
    | 'outcomes'
    | 'needs'
    | 'deals'
    | 'dealAmount'
    | 'rewards'
    | 'auctions'
    | 'members'
    | 'activities';
  name: string;
  value: number;
  unit: string;
}

export interface CockpitQuery {
  /** 1–6: only that topic's indicators. */
  type?: number;
  /** Technical field (a first-level one covers its children): narrows outcome and deal figures. */
  fieldId?: number;
  /** Region code prefix: narrows outcome and deal figures. */
  regionCode?: string;
}

export interface CockpitOverview {
  /** yyyy-MM-dd HH:mm:ss when the figures were computed. */
  updatedAt: string;
  tiles: CockpitTile[];
  indicators: CockpitIndicator[];
}

/** /ResultsData: published outcomes by status, owner, maturity, cooperation, field and year. */
export interface OutcomeStats {
  total: number;
  traded: number;
  /** Published this calendar year. */
  thisYear: number;
  byOwner: StatTable;
  byMaturity: StatTable;
  byCooperation: StatTable;
  byField: StatTable;
  byYear: StatTable;
}

export interface MarketReportQuery {
  year?: number;
  /** 1–4, or 0/absent for the whole year. */
  quarter?: number;
}

/** A figure of the period beside the same period a year before. */
export interface ReportFigure {
  key: string;
  name: string;
  unit: string;
  value: number;
  lastYear: number;
}

/** /Technological: the technology market in a year or quarter. */
export interface MarketReport {
  year: number;
  quarter: number;
  /** yyyy-MM-dd, both inclusive. */
  from: string;
  to: string;
  /** Years that have data, newest first (for the selector). */
  years: number[];
  figures: ReportFigure[];
  byMonth: StatTable;
  byField: StatTable;
  byType: StatTable;
  byCity: StatTable;
}
