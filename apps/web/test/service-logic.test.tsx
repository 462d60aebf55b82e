import type { ServiceItem } from '@portal/shared/api/index';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from '../src/features/service/components/service-card.tsx';
import {
  parentCategoryOf,
  SERVICE_EXTRAS,
  SERVICE_SORT_KEYS,
  serverListType,
  servicePrice,
  toServiceQuery,
} from '../src/features/service/logic/service-query.ts';
import { readListState } from '../src/lib/list-filters.ts';
import { renderInApp } from './render-in-app.tsx';

const state = (query: string) =>
  readListState(new URLSearchParams(query), SERVICE_EXTRAS, SERVICE_SORT_KEYS);

const item: ServiceItem = {
  id: 5,
  serviceName: '扫描电镜测试',
  serviceImg: '/img/services/cat-4.svg',
  serviceType: 1,
  serviceTypeName: '研发服务',
  catId: 5,
  catName: '仪器共享',
  parentCatId: 1,
  parentCatName: '研发服务',
  orgId: 3,
  orgName: '山东省分析测试中心',
  regionCode: '370102',
  regionName: '山东省济南市历下区',
  price: 123456,
  priceUnit: '元/样品',
  salesCount: 17,
  summary: '',
  deliveryTerms: '签订服务合同后5个工作日内交付检测报告',
  publishDate: '2026-11-01',
  viewCount: 40,
  isCollect: false,
};

describe('service list query and display', () => {
  it('carries category, region, keyword, sort and page from the URL; the type when given', () => {
    expect(
      toServiceQuery(state('catId=7&regionCode=3701&keyword=检测&sort=priceAsc&pageNum=2'), 1),
    ).toEqual({
      pageNum: 2,
      pageSize: 10,
      type: 1,
      catId: 7,
      regionCode: '3701',
      keyword: '检测',
      sort: 'priceAsc',
    });
    expect(toServiceQuery(state('sort=deadline'))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('reads /ServerList type: 1 is 研发服务, anything else 转化服务', () => {
    expect(serverListType('1')).toBe(1);
    expect(serverListType(1)).toBe(1);
    for (const raw of ['2', null, undefined, 'x']) expect(serverListType(raw)).toBe(2);
  });

  it('shows 面议 without a price, else the amount with thousands separators and unit', () => {
    expect(servicePrice({ price: null, priceUnit: '元/次' })).toBe('面议');
    expect(servicePrice({ price: 1234567, priceUnit: '元/次' })).toBe('1,234,567.00元/次');
    expect(servicePrice({ price: 800, priceUnit: '/小时' })).toBe('800.00元/小时');
  });

  it('finds the first-level category of a leaf or of itself', () => {
    const child = {
      id: 3,
      parentId: 1,
      parentName: '研发服务',
      catName: '检验检测',
      serviceType: 1,
      productCount: 2,
    };
    const tree = [
      { ...child, id: 1, parentId: null, parentName: '', catName: '研发服务', children: [child] },
    ];
    expect(parentCategoryOf(tree, 3)?.id).toBe(1);
    expect(parentCategoryOf(tree, 1)?.id).toBe(1);
    expect(parentCategoryOf(tree, 9)).toBeUndefined();
  });

  it('renders a card linking to /ServerDetail with type and catId carried', () => {
    renderInApp(<ServiceCard item={item} detail="ServerDetail" carry={{ type: 1, catId: 5 }} />);
    const card = screen.getByTestId('service-card');
    expect(card).toHaveTextContent('123,456.00元/样品');
    expect(card).toHaveTextContent('山东省分析测试中心');
    expect(card).toHaveTextContent('交付检测报告');
    expect(screen.getByTestId('service-title')).toHaveAttribute(
      'href',
      '/ServerDetail?id=5&type=1&catId=5',
    );
  });
});
