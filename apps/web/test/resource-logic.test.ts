import type { ResourceItem } from '@portal/shared/api/index';
import { describe, expect, it } from 'vitest';
import {
  kindFacts,
  listPriceText,
  RESOURCE_EXTRAS,
  RESOURCE_SORT_KEYS,
  toResourceQuery,
} from '../src/features/resource/logic/kinds.ts';
import { distanceText } from '../src/features/resource/logic/picked-city.ts';
import { readListState } from '../src/lib/list-filters.ts';

const read = (query: string) =>
  readListState(new URLSearchParams(query), RESOURCE_EXTRAS, RESOURCE_SORT_KEYS);

const base: ResourceItem = {
  id: 1,
  kind: 'instrument',
  name: '场发射扫描电子显微镜',
  orgName: '山东大学',
  category: '电子光学仪器',
  techFieldId: null,
  techArea: null,
  regionCode: '370102',
  regionName: '山东省济南市历下区',
  img: '',
  summary: '',
  publishDate: '2026-11-01',
  viewCount: 3,
};

describe('resource list state in the URL', () => {
  it('reads category, area, field, region, keyword, sort and page into the API query', () => {
    const state = read(
      `category=${encodeURIComponent('色谱仪器')}&areaId=3&fieldId=7&regionCode=3701&keyword=%E8%B4%A8%E8%B0%B1&sort=views&pageNum=2`,
    );
    expect(toResourceQuery(state)).toEqual({
      pageNum: 2,
      pageSize: 10,
      category: '色谱仪器',
      areaId: 3,
      fieldId: 7,
      regionCode: '3701',
      keyword: '质谱',
      sort: 'views',
    });
  });

  it('leaves out what is not set and ignores sorts a resource list does not offer', () => {
    expect(toResourceQuery(read('sort=priceAsc&areaId=x'))).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('resource facts and distances', () => {
  it('formats the distance from the picked city with the §9 formatter', () => {
    // 济南市 seat → a point 0.01° east: about 892 m (cos 36.65° × 1112 m).
    expect(distanceText('370100', { longitude: 117.13, latitude: 36.65 })).toBe('距济南市 892m');
    // 济南 → 青岛: a few hundred kilometres, one decimal.
    expect(distanceText('370100', { longitude: 120.38, latitude: 36.07 })).toMatch(
      /^距济南市 \d{3}(\.\d)?km$/,
    );
    expect(distanceText(undefined, { longitude: 117, latitude: 36 })).toBe('');
    expect(distanceText('370100', {})).toBe('');
    expect(distanceText('999999', { longitude: 117, latitude: 36 })).toBe('');
  });

  it('shows each kind its own facts', () => {
    const instrument = kindFacts({
      ...base,
      model: 'SU8010',
      manufacturer: '日立',
      feeText: '200元/小时',
      address: '济南市经十路1号',
      openHours: '工作日 09:00-17:00',
    });
    expect(instrument).toEqual([
      ['型号', 'SU8010'],
      ['生产厂家', '日立'],
      ['收费标准', '200元/小时'],
      ['地址', '济南市经十路1号'],
      ['开放时间', '工作日 09:00-17:00'],
    ]);
    expect(kindFacts({ ...base, kind: 'database', recordCount: 1234000 })).toEqual([
      ['数据量', '1,234,000条'],
    ]);
    expect(kindFacts({ ...base, kind: 'techSource', listed: true, listPrice: 1200 })).toEqual([
      ['技术挂牌', '已挂牌 · 1,200万元'],
    ]);
    expect(listPriceText({ listPrice: null })).toBe('面议');
  });
});
