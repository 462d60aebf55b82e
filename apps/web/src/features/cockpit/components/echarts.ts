/**
 * The only ECharts entry of the app: the core plus just the charts and components the cockpit
 * draws, so the cockpit chunk stays small. Only the cockpit screens import this (through
 * stat-chart.tsx), so nothing of ECharts loads on other pages.
 */
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  MapChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };

/** Name the province map is registered under. */
export const PROVINCE_MAP = 'shandong';

let mapReady: Promise<void> | null = null;

/**
 * Registers the province's city outlines once: a GeoJSON shipped with the site
 * (public/geo/shandong.json, made by scripts/shandong-geojson.mjs), never online tiles.
 */
export function loadProvinceMap(): Promise<void> {
  mapReady ??= fetch('/geo/shandong.json')
    .then((res) => {
      if (!res.ok) throw new Error(`map ${res.status}`);
      return res.json();
    })
    .then((geo) => {
      echarts.registerMap(PROVINCE_MAP, geo);
    })
    .catch((error: unknown) => {
      mapReady = null;
      throw error;
    });
  return mapReady;
}
