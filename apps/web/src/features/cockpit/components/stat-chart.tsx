import type { CockpitChart, StatTable } from '@portal/shared/api/index';
import { useEffect, useRef, useState } from 'react';
import { chartOption } from '../logic/chart-option.ts';
import { echarts, loadProvinceMap, PROVINCE_MAP } from './echarts.ts';

interface StatChartProps {
  table: StatTable;
  chart: CockpitChart;
  /** Accessible name of the chart (its indicator's name). */
  label: string;
  dark?: boolean;
  height?: number;
  /** A map region or a bar was clicked: its row's label and code. */
  onPick?: (row: { label: string; code?: string | undefined }) => void;
}

const NARROW_PX = 480;

/**
 * One ECharts canvas for a stat table; resizes with its box, redrawn when the data change. It is
 * drawn only once its box has a size: a map laid out in an empty box has no inverse transform,
 * and ECharts throws (seen when 数据驾驶舱 opened a detail in the app).
 */
export function StatChart({
  table,
  chart,
  label,
  dark = false,
  height = 300,
  onPick,
}: StatChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<echarts.ECharts | null>(null);
  /** The box's width, 0 while it has no area. */
  const [width, setWidth] = useState(0);
  const drawable = width > 0;
  const narrow = drawable && width < NARROW_PX;
  const [mapFailed, setMapFailed] = useState(false);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chartInstance = echarts.init(el, undefined, { renderer: 'canvas' });
    instance.current = chartInstance;
    chartInstance.on('click', (params) => {
      const i = table.labels.indexOf(String(params.name));
      if (i >= 0) pick.current?.({ label: table.labels[i]!, code: table.codes?.[i] });
    });
    const observer = new ResizeObserver(() => {
      const hasArea = el.clientWidth > 0 && el.clientHeight > 0;
      setWidth(hasArea ? el.clientWidth : 0);
      if (hasArea) chartInstance.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chartInstance.dispose();
      instance.current = null;
    };
    // The click handler reads the current table through the closure of this mount only.
  }, [table]);

  useEffect(() => {
    if (!drawable) return;
    let live = true;
    const draw = () => {
      if (live)
        instance.current?.setOption(
          chartOption(table, chart, { dark, narrow }, PROVINCE_MAP),
          true,
        );
    };
    if (chart === 'map') {
      loadProvinceMap().then(draw, () => live && setMapFailed(true));
    } else draw();
    return () => {
      live = false;
    };
  }, [table, chart, dark, narrow, drawable]);

  return (
    <div className="ck-chart" style={{ height }}>
      <div
        ref={box}
        className="ck-chart__canvas"
        role="img"
        aria-label={label}
        data-chart={chart}
      />
      {mapFailed && <p className="ck-chart__fail">地图加载失败，请刷新重试</p>}
    </div>
  );
}
