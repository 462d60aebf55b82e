import { AD_POSITIONS, labelOf, type SiteListKind } from '@portal/shared';
import { STAT_TILE_SOURCES } from '@portal/shared/enums/stat-source';
import { z } from 'zod';
import type { SheetColumn } from '../../kit/console/list-route.ts';

/** A row of a site list: its table's columns as stored. */
export const anyItem = z.looseObject({ id: z.number() });
export type AnyItem = z.infer<typeof anyItem>;

const cell = (key: string) => (r: AnyItem) => {
  const v = r[key];
  return typeof v === 'number' || typeof v === 'string' ? v : null;
};
/** The Excel columns of each site list, as its console table shows them. */
export const SITE_SHEETS: Record<SiteListKind, SheetColumn<AnyItem>[]> = {
  ads: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '标题', width: 40, value: cell('title') },
    {
      header: '位置',
      width: 16,
      value: (r) => labelOf(AD_POSITIONS, Number(r.positionType)),
    },
    { header: '状态', width: 10, value: (r) => (r.status === 1 ? '启用' : '停用') },
    { header: '排序', width: 8, value: cell('sort') },
    { header: '投放开始', width: 14, value: (r) => cell('startDate')(r) ?? '不限' },
    { header: '投放结束', width: 14, value: (r) => cell('endDate')(r) ?? '不限' },
  ],
  hotWords: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '热词', width: 30, value: cell('words') },
    { header: '排序', width: 8, value: cell('sort') },
  ],
  friendlyLinks: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '名称', width: 30, value: cell('companyName') },
    { header: '链接', width: 50, value: cell('outLink') },
    { header: '排序', width: 8, value: cell('sort') },
  ],
  navItems: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '名称', width: 20, value: cell('name') },
    { header: '类型', width: 12, value: (r) => (r.clickType === 2 ? '外部链接' : '站内页面') },
    { header: '页面/链接', width: 40, value: (r) => cell('tableRoute')(r) ?? '—' },
    { header: '上级', width: 10, value: (r) => cell('parentId')(r) ?? '—' },
    { header: '排序', width: 8, value: cell('sort') },
  ],
  quickMenus: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '名称', width: 20, value: cell('menuName') },
    { header: '链接', width: 50, value: cell('menuLink') },
    { header: '排序', width: 8, value: cell('sort') },
  ],
  statTiles: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '名称', width: 20, value: cell('name') },
    { header: '单位', width: 8, value: cell('unit') },
    {
      header: '数据来源',
      width: 20,
      value: (r) => STAT_TILE_SOURCES[r.source as keyof typeof STAT_TILE_SOURCES] ?? null,
    },
    {
      header: '手工数值',
      width: 12,
      value: (r) => (r.source === 'fixed' ? cell('fixedCount')(r) : null),
    },
    { header: '状态', width: 10, value: (r) => (r.status === 1 ? '显示' : '隐藏') },
    { header: '排序', width: 8, value: cell('sort') },
  ],
  actionCategories: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '分类名称', width: 20, value: cell('catName') },
    { header: '排序', width: 8, value: cell('sort') },
  ],
  helpCategories: [
    { header: '编号', width: 10, value: cell('id') },
    { header: '分类名称', width: 20, value: cell('name') },
    { header: '排序', width: 8, value: cell('sort') },
  ],
};
