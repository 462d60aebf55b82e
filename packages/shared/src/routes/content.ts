/** Activities, policies, news, views, government information disclosure and the download corners. */

import { detail, id } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const contentRoutes = [
  {
    name: 'Activity',
    path: '/Activity',
    title: '活动中心',
    children: [
      {
        name: 'ActivityCats',
        path: 'ActivityCats',
        title: '活动分类',
        query: { catId: '活动分类 id' },
      },
      {
        name: 'ActivityDetail',
        path: '/ActivityDetail',
        title: '活动详情',
        query: { catId: '活动分类 id', id: '活动 id' },
      },
    ],
  },
  detail('MyPolicyDetail', '政策详情'),
  {
    name: 'Recommendation',
    path: '/Recommendation',
    title: '政策概览',
    query: {
      pageNum: '页码',
      keyword: '关键词',
      sort: 'latest / deadline',
      fieldId: '技术领域 id',
      policyLevel: '政策级别',
      deptName: '发文部门',
      applyStatus: '申报状态 0/1/2',
    },
    children: [detail('PolicyDetail', '政策详情')],
  },
  { name: 'News', path: '/News', title: '新闻资讯', children: [detail('NewsDetail', '新闻详情')] },
  {
    name: 'Views',
    path: '/Views',
    title: '观点洞察',
    children: [detail('ViewsDetail', '观点详情')],
  },
  {
    name: 'Disclosure',
    path: '/Disclosure',
    title: '政府信息公开',
    query: { category: '主题分类', issuer: '发布机构', keyword: '关键词', pageNum: '页码' },
    children: [detail('DisclosureDetail', '公开信息详情')],
  },
  { name: 'Policyadd', path: '/Policyadd', title: '政策申报', query: id },
  {
    name: 'Policydocument',
    path: '/Policydocument',
    title: '政策文件',
    query: {
      pageNum: '页码',
      keyword: '标题或文号',
      category: '文件类别',
      docStatus: '效力状态',
      issuer: '发文机关',
      id: '文件 id（阅读全文）',
    },
  },
  {
    name: 'Formdownload',
    path: '/Formdownload',
    title: '下载专区',
    query: { pageNum: '页码', keyword: '关键词', category: '表格类别' },
  },
  // 互动交流 and 意见反馈 (issue #11): header menu and footer items the spec names without routes.
  {
    name: 'Interaction',
    path: '/Interaction',
    title: '互动交流',
    query: {
      mine: 'true: 我的提问 tab',
      pageNum: '页码',
      keyword: '关键词',
      category: '问题类别',
      status: '我的提问的回复状态',
    },
    children: [detail('InteractionDetail', '问题详情')],
  },
  { name: 'Feedback', path: '/Feedback', title: '意见反馈' },
] as const satisfies readonly RouteSpec[];
