/**
 * Technology-transfer service agencies shown in the voucher and service pages. Names follow
 * the pattern of real agencies without naming one; phones are stored whole and masked on output.
 */
export const BUSINESS_ORGS: readonly {
  orgName: string;
  region: string;
  contact: string;
  telephone: string;
}[] = [
  {
    orgName: '某省技术市场服务中心',
    region: '济南市历下区',
    contact: '王老师',
    telephone: '13805310126',
  },
  {
    orgName: '某省科技成果转化服务中心',
    region: '济南市历城区',
    contact: '李主任',
    telephone: '13953112208',
  },
  {
    orgName: '某大学技术转移中心',
    region: '济南市历城区',
    contact: '张老师',
    telephone: '15806412317',
  },
  {
    orgName: '某理工大学国家技术转移中心',
    region: '青岛市黄岛区',
    contact: '刘老师',
    telephone: '13708979425',
  },
  {
    orgName: '某省科学院技术转移转化中心',
    region: '济南市长清区',
    contact: '陈经理',
    telephone: '18653109832',
  },
  {
    orgName: '某市生产力促进中心',
    region: '青岛市崂山区',
    contact: '赵主任',
    telephone: '13589265541',
  },
  {
    orgName: '某高新区科技创业服务中心',
    region: '烟台市莱山区',
    contact: '孙经理',
    telephone: '15966381150',
  },
  {
    orgName: '某省知识产权运营服务中心',
    region: '济南市市中区',
    contact: '周老师',
    telephone: '13625316673',
  },
  {
    orgName: '某海洋科技成果转化促进中心',
    region: '威海市环翠区',
    contact: '吴经理',
    telephone: '18863178804',
  },
  {
    orgName: '某农业科技成果转化服务站',
    region: '泰安市岱岳区',
    contact: '郑老师',
    telephone: '13963825519',
  },
  {
    orgName: '某市科技企业孵化器',
    region: '潍坊市奎文区',
    contact: '冯经理',
    telephone: '15153676620',
  },
  {
    orgName: '某检验检测认证公共服务平台',
    region: '淄博市张店区',
    contact: '何工程师',
    telephone: '13864301287',
  },
];
