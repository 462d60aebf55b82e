/**
 * Technical fields, two levels (after the national high-tech field classification); children
 * are written as one 、-separated string.
 */
export const TECH_FIELDS: readonly { name: string; children: string }[] = [
  {
    name: '电子信息',
    children:
      '集成电路、人工智能、大数据与云计算、新一代通信技术、软件与信息服务、物联网、网络与信息安全、新型显示',
  },
  {
    name: '生物医药',
    children: '创新药物、医疗器械、生物技术、中医药现代化、诊断试剂、基因与细胞治疗',
  },
  {
    name: '新材料',
    children:
      '先进金属材料、高分子材料、无机非金属材料、复合材料、纳米材料、电子信息材料、生物医用材料',
  },
  { name: '新能源', children: '光伏、风电、氢能与燃料电池、储能技术、锂电池、核能、生物质能' },
  {
    name: '先进制造与自动化',
    children: '工业机器人、数控机床、智能制造装备、增材制造、工业互联网、精密仪器仪表、新能源汽车',
  },
  {
    name: '节能环保',
    children:
      '大气污染防治、水污染防治、固体废物处理与资源化、节能技术、碳捕集利用与封存、环境监测',
  },
  { name: '现代农业', children: '种业、智慧农业、农产品加工、畜牧兽医、农业装备、林业与园艺' },
  { name: '航空航天', children: '航空器设计与制造、航空发动机、卫星应用、无人机、航天材料' },
  {
    name: '海洋技术',
    children: '海洋工程装备、海洋生物资源、海水淡化与综合利用、海洋观测探测、海洋新能源',
  },
  {
    name: '高技术服务',
    children: '研发设计服务、检验检测认证、知识产权服务、科技咨询、技术转移服务、创业孵化',
  },
  {
    name: '资源与环境',
    children: '矿产资源勘探开发、水资源利用、土壤修复、生态保护与修复、防灾减灾',
  },
  { name: '文化与科技融合', children: '数字内容、文化装备、数字文旅、创意设计' },
];
