/** Home, introduction, site search and the site's single-page extras. */

import { detail, id } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const homeRoutes = [
  { name: 'Index', path: '/', title: '首页', breadcrumb: false, wide: true },
  { name: 'Home', path: '/Home', title: '首页', breadcrumb: false, nav: 'Index', wide: true },
  { name: 'Introduction', path: '/Introduction', title: '平台介绍' },
  {
    name: 'Search',
    path: '/Search',
    title: '搜索结果',
    query: {
      searchStr: '搜索词',
      type: '搜索类型 1–10（默认 1）',
      catType: '分类类型 1–6/8–11（5 服务机构、6 科技人才为增补）',
      searchContent: '分类搜索词',
      pageNum: '页码',
    },
  },
  { name: 'HelpCenter', path: '/HelpCenter', title: '帮助中心', query: id },
  detail('RichText', '图文详情'),
  detail('AdDetail', '专题详情'),
] as const satisfies readonly RouteSpec[];
