/** Research resources, the data cockpit, data filing and surveys. */

import { detail, id } from './shared.ts';
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
      {
        name: 'DataBaseList',
        path: 'DataBaseList',
        title: '科研数据库',
        routerBar: true,
        children: [
          { name: 'DataBaseDetail', path: 'DataBaseDetail', title: '数据库详情', query: id },
        ],
      },
      {
        name: 'SampleBaseList',
        path: 'SampleBaseList',
        title: '生物样本库',
        routerBar: true,
        children: [
          { name: 'SampleBaseDetail', path: 'SampleBaseDetail', title: '样本库详情', query: id },
        ],
      },
      {
        name: 'TestBaseList',
        path: 'TestBaseList',
        title: '科研基地',
        routerBar: true,
        children: [
          { name: 'TestBaseDetail', path: 'TestBaseDetail', title: '基地详情', query: id },
        ],
      },
      {
        name: 'TestDeviceList',
        path: 'TestDeviceList',
        title: '科研仪器',
        routerBar: true,
        children: [
          { name: 'TestDeviceDetail', path: 'TestDeviceDetail', title: '仪器详情', query: id },
        ],
      },
    ],
  },
  { name: 'ResultsData', path: '/ResultsData', title: '成果数据' },
] as const satisfies readonly RouteSpec[];
