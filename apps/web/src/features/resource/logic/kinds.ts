import type { ResourceItem, ResourceQuery } from '@portal/shared/api/index';
import type { MarketSortValue } from '@portal/shared/api/market';
import type { ResourceKind } from '@portal/shared/enums/resource';
import { formatMoney } from '@portal/shared/format';
import type { RouteName } from '../../../app/routes.ts';
import { LIST_PAGE_SIZE, type ListState } from '../../../lib/list-filters.ts';

/** Each resource kind's list and detail routes, and what its keyword box searches. */
export const KIND_ROUTES: Record<
  ResourceKind,
  { list: RouteName; detail: RouteName; keyword: string; categoryLabel: string }
> = {
  database: {
    list: 'DataBaseList',
    detail: 'DataBaseDetail',
    keyword: '搜索数据库名称、简介',
    categoryLabel: '数据领域',
  },
  sample: {
    list: 'SampleBaseList',
    detail: 'SampleBaseDetail',
    keyword: '搜索样本库名称、简介',
    categoryLabel: '样本类型',
  },
  base: {
    list: 'TestBaseList',
    detail: 'TestBaseDetail',
    keyword: '搜索基地名称、简介',
    categoryLabel: '基地级别',
  },
  instrument: {
    list: 'TestDeviceList',
    detail: 'TestDeviceDetail',
    keyword: '搜索仪器名称、简介',
    categoryLabel: '仪器类别',
  },
  techSource: {
    list: 'TechSourceList',
    detail: 'TechSourceDetail',
    keyword: '搜索技术名称、简介',
    categoryLabel: '来源类型',
  },
  developArea: {
    list: 'DevelopAreaList',
    detail: 'DevelopAreaDetail',
    keyword: '搜索领域名称、简介',
    categoryLabel: '领域类别',
  },
  developProject: {
    list: 'DevelopProjectList',
    detail: 'DevelopProjectDetail',
    keyword: '搜索项目名称、简介',
    categoryLabel: '项目阶段',
  },
};

/** The list's own filters in the URL: category (text) and, for projects, the area id. */
export const RESOURCE_EXTRAS = { areaId: 'int', category: 'text' } as const;

export const RESOURCE_SORT_KEYS: readonly MarketSortValue[] = ['latest', 'views'];

export function toResourceQuery(state: ListState): ResourceQuery {
  const query: ResourceQuery = { pageNum: state.pageNum, pageSize: LIST_PAGE_SIZE };
  if (state.keyword) query.keyword = state.keyword;
  if (state.fieldId) query.fieldId = state.fieldId;
  if (state.regionCode) query.regionCode = state.regionCode;
  if (state.texts?.category) query.category = state.texts.category;
  const { areaId } = state.extras;
  if (typeof areaId === 'number' && areaId > 0) query.areaId = areaId;
  if (state.sort === 'views') query.sort = 'views';
  return query;
}

const count = (n: number, unit: string) => `${n.toLocaleString('zh-CN')}${unit}`;

/** 挂牌价: an amount in 万元, or 面议. */
export function listPriceText(item: Pick<ResourceItem, 'listPrice'>): string {
  return item.listPrice == null
    ? '面议'
    : `${formatMoney(item.listPrice).replace(/\.00$/, '')}万元`;
}

/** The facts a kind shows beside the common ones, as [label, value] pairs. */
export function kindFacts(item: ResourceItem): [string, string][] {
  switch (item.kind) {
    case 'database':
      return [['数据量', count(item.recordCount ?? 0, '条')]];
    case 'sample':
      return [['样本量', count(item.sampleCount ?? 0, '份')]];
    case 'base':
      return [
        ['地址', item.address ?? ''],
        ['开放时间', item.openHours ?? ''],
      ];
    case 'instrument':
      return [
        ['型号', item.model ?? ''],
        ['生产厂家', item.manufacturer ?? ''],
        ['收费标准', item.feeText ?? ''],
        ['地址', item.address ?? ''],
        ['开放时间', item.openHours ?? ''],
      ];
    case 'techSource':
      return [['技术挂牌', item.listed ? `已挂牌 · ${listPriceText(item)}` : '未挂牌']];
    case 'developArea':
      return [['研发项目', count(item.projectCount ?? 0, '项')]];
    case 'developProject':
      return [
        ['所属领域', item.areaName ?? ''],
        ['项目预算', `${formatMoney(item.budget ?? 0).replace(/\.00$/, '')}万元`],
        ['实施周期', `${item.startDate} 至 ${item.endDate}`],
      ];
  }
}
