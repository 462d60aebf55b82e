/** Research resources, the data cockpit, data filing and surveys. */

import { child, detail, id, tab } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const resourceRoutes = [
  { name: 'DataCockpit', path: '/DataCockpit', title: '数据驾驶舱', wide: true },
  detail('DataDetail', '数据详情'),
  {
    name: 'CockpitContent',
    path: '/CockpitContent',
    title: '驾驶舱专题',
    query: { type: '专题 1–6（cockpitContentMenu 的链接）' },
  },
  { name: 'DataFillIn', path: '/DataFillIn', title: '数据填报' },
  {
    name: 'InformationSubmission',
    path: '/InformationSubmission',
    title: '信息报送',
    query: { type: '报送类型 1、2 或 3' },
  },
  {
    name: 'Technological',
    path: '/Technological',
    title: '科技创新',
    query: { year: '年份', quarter: '季度 1–4，0 为全年' },
  },
  { name: 'TheForm', path: '/TheForm', title: '问卷调查', query: id },
  {
    name: 'SourceHome',
    path: '/SourceHome',
    title: '科研资源',
    children: [
      tab('DataBaseList', '科研数据库', {
        children: [child('DataBaseDetail', '数据库详情', { query: id })],
      }),
      tab('SampleBaseList', '生物样本库', {
        children: [child('SampleBaseDetail', '样本库详情', { query: id })],
      }),
      tab('TestBaseList', '科研基地', {
        children: [child('TestBaseDetail', '基地详情', { query: id })],
      }),
      tab('TestDeviceList', '科研仪器', {
        children: [child('TestDeviceDetail', '仪器详情', { query: id })],
      }),
    ],
  },
  { name: 'ResultsData', path: '/ResultsData', title: '成果数据' },
] as const satisfies readonly RouteSpec[];
