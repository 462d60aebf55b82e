import { keysOf } from './label.ts';

/**
 * What a home statistics tile (stat_tiles.source) counts: real rows of the portal
 * (apps/server/src/modules/home/stat-sources.ts implements each), or 'fixed' for a number the
 * operator enters.
 */
export const STAT_TILE_SOURCES = {
  outcomes: '已发布成果数',
  needs: '已发布需求数',
  rewards: '已发布悬赏数',
  deals: '成交项目数',
  dealAmount: '成交总额（万元）',
  experts: '专家数',
  commissioners: '科技特派员数',
  managers: '技术经理人数',
  serviceOrgs: '服务机构数',
  techServices: '服务产品数',
  activities: '活动数',
  policies: '政策数',
  members: '注册会员数',
  fixed: '固定数值（手工填写）',
} as const;

export type StatSource = keyof typeof STAT_TILE_SOURCES;
/** The counted sources, 'fixed' excluded. */
export type CountedStatSource = Exclude<StatSource, 'fixed'>;

export const STAT_TILE_SOURCE_VALUES = keysOf(STAT_TILE_SOURCES);
