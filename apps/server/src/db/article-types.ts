import type { Generated } from 'kysely';

/* Article sections of issue 11 (migration 20261124_02): 成功案例 and 政府信息公开. News and views
 * keep their tables (home-types.ts, search-types.ts). */

/** A success case: a transfer (amount in yuan) between two parties and its story. */
export interface SuccessCasesTable {
  id: Generated<number>;
  title: string;
  /** The platform outcome transferred, when there is one. */
  outcomeId: number | null;
  transferor: string;
  transferee: string;
  amount: number;
  /** optValue of dictionary cooperation_type. */
  transferMode: number;
  techFieldId: number;
  regionCode: string;
  dealDate: string;
  img: string;
  summary: string;
  /** The story: sanitised HTML. */
  content: string;
  status: Generated<number>;
  publishDate: string;
  viewCount: Generated<number>;
  createdAt: number;
}

/** 政府信息公开: one disclosed document. */
export interface DisclosuresTable {
  id: Generated<number>;
  title: string;
  /** 索引号, unique. */
  indexNo: string;
  /** 发布机构 */
  issuer: string;
  /** 文号, '' when none. */
  docNo: string;
  /** 成文日期 yyyy-MM-dd */
  writtenDate: string;
  /** 主题分类: DISCLOSURE_CATEGORIES */
  category: number;
  /** 主题词, space separated. */
  subjectWords: string;
  content: string;
  publishDate: string;
  viewCount: Generated<number>;
  createdAt: number;
  /** 1 shown on the portal, 0 hidden (migration 20261127_10). */
  status: Generated<number>;
}

export interface ArticleTables {
  successCases: SuccessCasesTable;
  disclosures: DisclosuresTable;
}
