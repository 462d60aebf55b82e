import type { StatTable } from '@portal/shared/api/index';
import { describe, expect, it } from 'vitest';
import { chartOption } from '../src/features/cockpit/logic/chart-option.ts';
import { tableCsv } from '../src/features/cockpit/logic/csv.ts';

const cities: StatTable = {
  dimension: '城市',
  labels: ['济南市', '青岛市', '省外'],
  codes: ['3701', '3702', '省外'],
  series: [
    { name: '成交笔数', unit: '笔', values: [3, 0, 2] },
    { name: '成交金额', unit: '万元', values: [12.5, 0, 7] },
  ],
};

describe('cockpit CSV', () => {
  it('has a header with units and one row a label', () => {
    expect(tableCsv(cities).split('\r\n')).toEqual([
      '城市,成交笔数（笔）,成交金额（万元）',
      '济南市,3,12.5',
      '青岛市,0,0',
      '省外,2,7',
    ]);
  });

  it('quotes cells holding commas or quotes', () => {
    const table: StatTable = {
      dimension: '高校院所',
      labels: ['山东大学,威海', '"齐鲁"研究院'],
      series: [{ name: '科技成果', unit: '项', values: [1, 2] }],
    };
    expect(tableCsv(table).split('\r\n').slice(1)).toEqual([
      '"山东大学,威海",1',
      '"""齐鲁""研究院",2',
    ]);
  });
});

describe('cockpit chart options', () => {
  const look = { dark: true, narrow: false };
  type Series = { type: string; yAxisIndex?: number; data: unknown[] };

  it('draws a mixed table as bars with a line on a second axis for the other unit', () => {
    const option = chartOption(cities, 'mixed', look) as { series: Series[]; yAxis: unknown[] };
    expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(option.yAxis).toHaveLength(2);
  });

  it('leaves 省外 off the province map and empty slices off a pie', () => {
    const map = chartOption(cities, 'map', look, 'shandong') as { series: Series[] };
    expect(map.series[0]!.data).toEqual([
      { name: '济南市', value: 3, code: '3701' },
      { name: '青岛市', value: 0, code: '3702' },
    ]);
    const pie = chartOption(cities, 'pie', look) as { series: Series[] };
    expect(pie.series[0]!.data).toEqual([
      { name: '济南市', value: 3 },
      { name: '省外', value: 2 },
    ]);
  });
});
