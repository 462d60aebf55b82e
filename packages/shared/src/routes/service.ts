/** Service hall, conversion and R&D services, experts, evaluation and project libraries. */

import { detail, tab } from './shared.ts';
import type { RouteSpec } from './types.ts';

export const serviceRoutes = [
  {
    name: 'Service',
    path: '/Service',
    title: '服务大厅',
    lead: '汇聚高校、科研院所、技术经理人、科技特派员与专业服务机构，为成果转化提供全流程服务',
    children: [
      tab('VipUnit', '会员单位', {
        props: { authType: 7 },
        children: [detail('VipUnitDetail', '会员单位详情')],
      }),
      tab('CorrespondentList', '科技特派员', {
        props: { authType: 9 },
        children: [detail('CorrespondentDetail', '特派员详情')],
      }),
      tab('Colleges', '高校', {
        props: { authType: 3 },
        children: [detail('CollegesDetail', '高校详情'), detail('NewCollegesDetail', '高校详情')],
      }),
      tab('Scientific', '科研院所', {
        props: { authType: 4 },
        children: [detail('ScientificDetail', '院所详情')],
      }),
      tab('Manager', '技术经理人', {
        props: { authType: 5 },
        children: [detail('ManagerDetail', '经理人详情')],
      }),
      tab('HatchingVector', '孵化载体', { children: [detail('HatchingVectorDetail', '载体详情')] }),
      tab('ServiceProducts', '服务产品'),
      tab('Agency', '服务机构', { children: [detail('AgencyDetail', '机构详情')] }),
      tab('ServiceCats', '服务分类', {
        query: { catId: '服务分类 id' },
        children: [detail('ServiceDetail', '服务详情'), detail('AgencyNeeds', '机构需求')],
      }),
      tab('ServiceRules', '机构规则', { children: [detail('ServiceRulesDetail', '规则详情')] }),
    ],
  },
  {
    name: 'ServerList',
    path: '/ServerList',
    title: '转化服务',
    titleByQuery: (query) => (query.get('type') === '1' ? '研发服务' : '转化服务'),
    query: { type: '1 研发服务，其他 转化服务（带到详情）', catId: '服务分类 id（带到详情）' },
    children: [
      detail('ServerDetail', '服务详情', {
        query: { id: '服务 id', type: '从列表带来', catId: '从列表带来' },
      }),
    ],
  },
  {
    name: 'DevelopProjectList',
    path: '/DevelopProjectList',
    title: '研发项目',
    children: [detail('DevelopProjectDetail', '项目详情')],
  },
  detail('TechHangDetail', '技术挂牌详情'),
  {
    name: 'TechSourceList',
    path: '/TechSourceList',
    title: '技术来源',
    children: [detail('TechSourceDetail', '技术来源详情')],
  },
  {
    name: 'DevelopAreaList',
    path: '/DevelopAreaList',
    title: '研发领域',
    children: [detail('DevelopAreaDetail', '领域详情')],
  },
  {
    name: 'ExpertList',
    path: '/ExpertList',
    title: '专家库',
    children: [detail('ExpertDetail', '专家详情')],
  },
  { name: 'CompanyList', path: '/CompanyList', title: '企业库' },
  {
    name: 'MedicalList',
    path: '/MedicalList',
    title: '医药健康',
    children: [detail('MedicalDetail', '医药详情')],
  },
  {
    name: 'Successfulcases',
    path: '/Successfulcases',
    title: '成功案例',
    children: [detail('SuccessDetail', '案例详情')],
  },
  { name: 'Technicalevaluation', path: '/Technicalevaluation', title: '技术评价' },
  {
    name: 'TechnicalList',
    path: '/TechnicalList',
    title: '评价报告',
    children: [detail('TechnicalDetail', '评价详情')],
  },
  { name: 'TechService', path: '/TechService', title: '科技服务' },
] as const satisfies readonly RouteSpec[];
