import { useEffect, useRef } from 'react';

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
  stack?: string;
}

/** A bar/line chart by month; ECharts is fetched on first draw (its own chunk). */
export function MonthChart({
  months,
  series,
  label,
}: {
  months: string[];
  series: ChartSeries[];
  label: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | undefined;
    const onResize = () => chart?.resize();
    void import('../lib/echarts.ts').then(({ echarts }) => {
      if (disposed || !el.current) return;
      const c = echarts.init(el.current);
      chart = c;
      c.setOption({
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: months.map((m) => m.slice(2).replace('-', '/')) },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((s) => ({
          name: s.name,
          type: s.kind,
          data: s.values,
          stack: s.stack,
          smooth: s.kind === 'line',
        })),
      });
      window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [months, series]);
  return <div ref={el} className="mc-chart" role="img" aria-label={label} />;
}
