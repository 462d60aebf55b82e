import type { Generated } from 'kysely';
import type { ResourcePlace } from './resource-types.ts';

/* Sections added for the site search (migration 06) and the search index itself. */

/** 观点洞察 articles. */
export interface ViewsTable {
  id: Generated<number>;
  title: string;
  author: string;
  source: string;
  img: string | null;
  summary: string;
  content: string;
  publishDate: string;
  viewCount: Generated<number>;
  createdAt: number;
  /** 1 published, 0 withdrawn or draft: hidden from the portal (migration 20261126_03). */
  status: Generated<number>;
}

/** Finance products (search category 3); amountMax in 万元. */
export interface FinanceProductsTable {
  id: Generated<number>;
  catId: number;
  productName: string;
  orgName: string;
  rateText: string;
  amountMax: number;
  termText: string;
  guarantyText: string;
  summary: string;
  content: string;
  status: Generated<number>;
  publishDate: string;
  viewCount: Generated<number>;
  createdAt: number;
  // Added by 20261124_08_finance (issue 12).
  /** % a year; null when negotiated. */
  rateMin: number | string | null;
  rateMax: number | string | null;
  /** 万元 */
  amountMin: Generated<number>;
  termMonths: Generated<number>;
  /** optValue of dictionary guaranty_type. */
  guarantyType: Generated<number>;
  /** Eligible field; null = every field. */
  techFieldId: number | null;
  /** Eligible region; '' = the whole province. */
  regionCode: Generated<string>;
  conditions: Generated<string>;
  /** JSON array of material names. */
  documents: Generated<string>;
  orgIntro: Generated<string>;
  orgPhone: Generated<string>;
}

/** The common shape of the four research resources (科研资源, /SourceHome). */
export interface ResourceColumns {
  id: Generated<number>;
  name: string;
  orgName: string;
  /** Each resource's own grouping: data domain, sample type, base level, instrument class. */
  category: string;
  techFieldId: number | null;
  regionCode: string;
  img: string;
  summary: string;
  content: string;
  contact: string;
  telephone: string;
  status: Generated<number>;
  publishDate: string;
  viewCount: Generated<number>;
  createdAt: number;
}

export interface ResearchDatabasesTable extends ResourceColumns {
  recordCount: number;
}

export interface SampleDatabasesTable extends ResourceColumns {
  sampleCount: number;
}

export type ResearchBasesTable = ResourceColumns & ResourcePlace;

export interface InstrumentsTable extends ResourceColumns, ResourcePlace {
  model: string;
  manufacturer: string;
  feeText: string;
  /** The managing service organisation when it has one (migration 20261202); org_name is the label. */
  orgId: Generated<number | null>;
}

/**
 * One row per searchable record. *Tokens are jieba cutForSearch words joined by spaces (the
 * SQLite FTS5 table gets them prefixed by section, see migration 06).
 */
export interface SearchIndexTable {
  id: Generated<number>;
  docType: string;
  refId: number;
  title: string;
  body: string;
  titleTokens: string;
  bodyTokens: string;
  status: number;
  ownerId: number | null;
  publishDate: string;
  updatedAt: number;
}

export interface SearchTables {
  views: ViewsTable;
  financeProducts: FinanceProductsTable;
  researchDatabases: ResearchDatabasesTable;
  sampleDatabases: SampleDatabasesTable;
  researchBases: ResearchBasesTable;
  instruments: InstrumentsTable;
  searchIndex: SearchIndexTable;
}
