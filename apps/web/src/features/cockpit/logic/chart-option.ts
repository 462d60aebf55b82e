import type { CockpitChart, StatTable } from '@portal/shared/api/index';

/** Colours of the cockpit (dark) and of the light statistics pages. */
const PALETTE = ['#3ba0ff', '#36cfc9', '#fadb14', '#ff7a45', '#9254de', '#73d13d', '#f759ab'];

export interface ChartLook {
  dark: boolean;
  /** Narrow container: legends and labels get smaller. */
  narrow: boolean;
}

const MAP_OUTSIDE = '省外';

// ECharts options are loosely typed objects; the builder keeps them in one place.
type Option = Record<string, unknown>;

function textColors(dark: boolean) {
  return dark
    ? { text: '#c9d8ff', axis: '#4b6aa8', split: 'rgba(75,106,168,0.25)' }
    : { text: '#555', axis: '#bbb', split: '#eee' };
}

const unitName = (s: StatTable['series'][number]) => `${s.name}（${s.unit}）`;

function cartesian(table: StatTable, chart: CockpitChart, look: ChartLook): Option {
  const c = textColors(look.dark);
  const units = [...new Set(table.series.map((s) => s.unit))];
  const horizontal = chart === 'rank';
  const category = {
    type: 'category',
    data: table.labels,
    inverse: horizontal,
    axisLine: { lineStyle: { color: c.axis } },
    axisLabel: {
      color: c.text,
      fontSize: look.narrow ? 10 : 12,
      ...(horizontal
        ? { width: look.narrow ? 72 : 120, overflow: 'truncate' }
        : { hideOverlap: true }),
    },
  };
  const values = units.slice(0, 2).map((unit, i) => ({
    type: 'value',
    name: unit,
    position: horizontal ? (i ? 'top' : 'bottom') : i ? 'right' : 'left',
    nameTextStyle: { color: c.text },
    axisLabel: { color: c.text, fontSize: look.narrow ? 10 : 12 },
    splitLine: { show: i === 0, lineStyle: { color: c.split } },
  }));
  const series = table.series.map((s, i) => {
    const axis = Math.min(units.indexOf(s.unit), 1);
    const asLine = chart === 'line' || (chart === 'mixed' && i > 0);
    return {
      name: unitName(s),
      type: asLine ? 'line' : 'bar',
      data: s.values,
      smooth: asLine,
      barMaxWidth: 22,
      ...(asLine && look.dark ? { areaStyle: { opacity: 0.15 } } : {}),
      ...(horizontal ? { xAxisIndex: axis } : { yAxisIndex: axis }),
    };
  });
  return {
    grid: { left: 8, right: 8, top: 48, bottom: 8 },
    legend: { top: 0, textStyle: { color: c.text, fontSize: look.narrow ? 10 : 12 } },
    tooltip: { trigger: 'axis' },
    xAxis: horizontal ? values : category,
    yAxis: horizontal ? category : values,
    series,
  };
}

function pie(table: StatTable, look: ChartLook): Option {
  const c = textColors(look.dark);
  const s = table.series[0];
  return {
    legend: { bottom: 0, textStyle: { color: c.text, fontSize: look.narrow ? 10 : 12 } },
    tooltip: { trigger: 'item', formatter: `{b}：{c}${s?.unit ?? ''}（{d}%）` },
    series: [
      {
        name: s?.name,
        type: 'pie',
        radius: look.narrow ? ['30%', '58%'] : ['35%', '65%'],
        center: ['50%', '45%'],
        label: { color: c.text, formatter: '{b} {d}%' },
        // Empty slices would only crowd the labels; the table still lists them.
        data: table.labels
          .map((name, i) => ({ name, value: s?.values[i] ?? 0 }))
          .filter((d) => d.value > 0),
      },
    ],
  };
}

function map(table: StatTable, look: ChartLook, mapName: string): Option {
  const c = textColors(look.dark);
  const s = table.series[0];
  const data = table.labels
    .map((name, i) => ({ name, value: s?.values[i] ?? 0, code: table.codes?.[i] }))
    .filter((d) => d.name !== MAP_OUTSIDE);
  const max = Math.max(1, ...data.map((d) => d.value));
  return {
    tooltip: { trigger: 'item', formatter: `{b}：{c}${s?.unit ?? ''}` },
    visualMap: {
      min: 0,
      max,
      left: 8,
      bottom: 8,
      calculable: true,
      itemHeight: look.narrow ? 60 : 100,
      textStyle: { color: c.text },
      inRange: { color: look.dark ? ['#0d2c6b', '#1d6fe0', '#36cfc9'] : ['#e6f0ff', '#1664ff'] },
    },
    series: [
      {
        name: s?.name,
        type: 'map',
        map: mapName,
        roam: false,
        label: { show: !look.narrow, color: look.dark ? '#fff' : '#333', fontSize: 10 },
        itemStyle: {
          borderColor: look.dark ? '#5fb7ff' : '#fff',
          areaColor: look.dark ? '#0d2c6b' : '#e6f0ff',
        },
        emphasis: { label: { color: '#fff' }, itemStyle: { areaColor: '#fadb14' } },
        data,
      },
    ],
  };
}

/** The ECharts option drawing `table` as `chart`. */
export function chartOption(
  table: StatTable,
  chart: CockpitChart,
  look: ChartLook,
  mapName = 'shandong',
): Option {
  const body =
    chart === 'pie'
      ? pie(table, look)
      : chart === 'map'
        ? map(table, look, mapName)
        : cartesian(table, chart, look);
  return { color: PALETTE, backgroundColor: 'transparent', animationDuration: 600, ...body };
}
