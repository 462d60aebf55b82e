/** Building blocks for people, companies and institutes of the demo province. */

/** Word lists are written as one 、-separated string to keep them readable. */
const list = (words: string) => words.split('、');

export const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段钱汤尹易常武乔贺龚';

export const GIVEN_NAMES: readonly string[] = list(
  '伟、芳、娜、敏、静、磊、强、军、洋、勇、艳、杰、涛、明、超、华、丽、海、鹏、晨、宇、浩、婷、雪、琳、博、凯、斌、峰、宁、建国、志强、文博、晓东、国庆、海燕、丽娟、振华、德明、永刚、红梅、俊杰、思远、子涵、雨桐、浩然、一鸣、嘉怡、立新、春雷、玉兰、明轩',
);

/** Cities of the demo province (Shandong), short names as companies use them. */
export const CITY_SHORT: readonly string[] = list(
  '济南、青岛、淄博、枣庄、东营、烟台、潍坊、济宁、泰安、威海、日照、临沂、德州、聊城、滨州、菏泽',
);

export const BRANDS: readonly string[] = list(
  '华辰、海拓、鲁信、金泰、瑞丰、科瀚、中晟、恒润、泰和、宏远、天元、博创、睿智、信诺、蓝海、齐力、鼎峰、嘉诚、东岳、汇通、万嘉、正昊、德昌、华腾、海纳、鲁源、国鼎、智远、新航、丰源、九州、晶科、明德、泉城、岱宗、琴岛、黄河、齐鲁、沂蒙、蓬莱',
);

/** Company name middle part per top-level field. */
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  电子信息: ['智能科技', '电子科技', '信息技术', '软件'],
  生物医药: ['生物科技', '医药', '医疗器械', '生物工程'],
  新材料: ['新材料', '材料科技', '化工', '高分子材料'],
  新能源: ['新能源', '能源科技', '电池', '光伏科技'],
  先进制造与自动化: ['智能装备', '机械', '自动化', '精密机械'],
  节能环保: ['环保科技', '环境工程', '节能科技', '水处理'],
  现代农业: ['农业科技', '种业', '食品', '农牧'],
  航空航天: ['航空科技', '无人机', '航天技术', '卫星科技'],
  海洋技术: ['海洋科技', '海洋生物', '船舶装备', '海洋工程'],
  高技术服务: ['检测技术', '知识产权代理', '科技咨询', '技术服务'],
  资源与环境: ['矿业', '水务', '生态环境', '地质勘查'],
  文化与科技融合: ['数字科技', '文化科技', '传媒', '创意设计'],
};

/** Research institutes of the demo province (owner type 2). */
export const INSTITUTES: readonly string[] = [
  '省科学院激光研究所',
  '省科学院海洋仪器仪表研究所',
  '省科学院能源研究所',
  '省农业科学院作物研究所',
  '省农业科学院农产品加工与营养研究所',
  '省医学科学院药物研究所',
  '省计算中心（国家超级计算济南中心）',
  '省分析测试中心',
  '省化工研究院',
  '省机械设计研究院',
  '省环境保护科学研究设计院',
  '省水利科学研究院',
  '省地质科学研究院',
  '省海洋科学研究院',
  '省产业技术研究院',
  '中国科学院青岛生物能源与过程研究所',
  '自然资源部第一海洋研究所',
];

/** Mobile prefixes an operator issues (matches the shared phone rule). */
export const PHONE_PREFIXES: readonly string[] = list(
  '138、139、135、136、137、150、151、152、157、158、159、186、187、188、189、133、153、180、181、177',
);

export const TITLES_FOR_CONTACT: readonly string[] = list('经理、老师、主任、工程师、女士、先生');
