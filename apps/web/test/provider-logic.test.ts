import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/app/routes.ts';
import {
  authTypeOfRoute,
  detailRouteOf,
  PROVIDER_EXTRAS,
  SECTION_ROUTES,
  toProviderQuery,
} from '../src/features/provider/logic/sections.ts';
import { readListState, writeListState } from '../src/lib/list-filters.ts';

const read = (query: string) =>
  readListState(new URLSearchParams(query), PROVIDER_EXTRAS, ['latest', 'views']);

describe('service hall sections', () => {
  it('takes the section from the route props, or from the route name', () => {
    expect(authTypeOfRoute('Colleges', ROUTES.get('Colleges')!.meta.props)).toBe(3);
    expect(authTypeOfRoute('VipUnit', ROUTES.get('VipUnit')!.meta.props)).toBe(7);
    expect(authTypeOfRoute('HatchingVector', {})).toBe(6);
    expect(authTypeOfRoute('Agency', {})).toBe(8);
    expect(authTypeOfRoute('MedicalList', {})).toBeUndefined();
  });

  it('names existing routes for every section, and a detail for any unit', () => {
    for (const { list, detail } of Object.values(SECTION_ROUTES)) {
      expect(ROUTES.has(list)).toBe(true);
      expect(ROUTES.has(detail)).toBe(true);
    }
    expect(detailRouteOf(9)).toBe('CorrespondentDetail');
    expect(detailRouteOf(null)).toBe('VipUnitDetail');
  });

  it('turns the URL state into the list query; the section of the route wins', () => {
    const state = read(
      'keyword=%E5%A4%A7%E5%AD%A6&fieldId=3&regionCode=3702&sort=views&pageNum=2&authType=4',
    );
    expect(toProviderQuery(state, { authType: 3 })).toEqual({
      pageNum: 2,
      pageSize: 12,
      keyword: '大学',
      fieldId: 3,
      regionCode: '3702',
      sort: 'views',
      authType: 3,
    });
    // 综合排序 is the kit's default and the server's: no sort sent; the URL's section is used.
    expect(toProviderQuery(read('authType=5'), {})).toEqual({
      pageNum: 1,
      pageSize: 12,
      authType: 5,
    });
    expect(toProviderQuery(read(''), { fieldId: 9 })).toEqual({
      pageNum: 1,
      pageSize: 12,
      fieldId: 9,
    });
    expect(writeListState(state).toString()).toContain('regionCode=3702');
  });
});
