import { insertRows, type Progress, type Tx, withSafeHtml } from './batch.ts';
import type { DemoContext } from './context.ts';

/** 机构规则 of the service hall: the rules service organisations work under. */

const RULES: readonly (readonly [title: string, issuer: string, points: readonly string[]])[] = [
  [
    '服务机构入驻管理办法',
    '省科技厅',
    [
      '入驻机构应具有独立法人资格，近三年无不良信用记录',
      '提交营业执照、资质证明和服务团队情况',
      '平台自受理之日起10个工作日内完成审核',
    ],
  ],
  [
    '服务产品发布规范',
    '省技术市场管理办公室',
    [
      '服务产品名称应准确反映服务内容，不得夸大宣传',
      '价格应明码标示，不能确定价格的标注“面议”',
      '交付周期和交付内容应在产品页面中写明',
    ],
  ],
  [
    '服务机构信用评价细则',
    '省技术市场管理办公室',
    [
      '信用评价按年度开展，结果分为A、B、C、D四级',
      '评价指标包括服务质量、履约情况和用户评价',
      '评价结果向社会公开并作为科技创新券兑付依据',
    ],
  ],
  [
    '科技创新券服务机构兑付规则',
    '省科技厅',
    [
      '服务完成后由企业在平台确认，机构提交兑付申请',
      '兑付材料包括服务合同、发票和服务成果',
      '资金在审核通过后30个工作日内拨付',
    ],
  ],
  [
    '服务纠纷处理办法',
    '省技术市场管理办公室',
    [
      '服务双方发生纠纷的，可向平台申请调解',
      '平台在收到申请后5个工作日内组织双方沟通',
      '调解不成的，当事人可依法申请仲裁或提起诉讼',
    ],
  ],
  [
    '技术经纪服务收费指引',
    '省技术转移协会',
    [
      '技术经纪服务费一般按成交额的一定比例收取',
      '收费标准应在服务合同中事先约定',
      '不得以任何名义收取合同约定以外的费用',
    ],
  ],
  [
    '检验检测服务质量要求',
    '省市场监督管理局',
    [
      '检测机构应取得相应的资质认定（CMA）',
      '检测报告应在约定时间内出具，数据真实可追溯',
      '样品的接收、保存和处置应有完整记录',
    ],
  ],
  [
    '服务机构退出管理规定',
    '省科技厅',
    [
      '连续两年信用评价为D级的机构予以清退',
      '提供虚假材料骗取创新券资金的，取消入驻资格',
      '退出机构三年内不得重新申请入驻',
    ],
  ],
  [
    '服务合同示范文本使用说明',
    '省技术市场管理办公室',
    [
      '平台提供技术开发、技术咨询、技术服务三类合同示范文本',
      '示范文本供双方参考，可根据实际协商调整',
      '合同签订后可在平台办理技术合同认定登记',
    ],
  ],
  [
    '服务机构数据安全与保密要求',
    '省科技厅',
    [
      '机构应对服务中获知的企业技术秘密负有保密义务',
      '用户数据的存储和使用应符合个人信息保护相关规定',
      '发生数据泄露事件的，应在24小时内报告平台',
    ],
  ],
];

/** Ten rules, one a month back from the anchor day; the oldest is withdrawn (status 0). */
export async function seedServiceRules(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('serviceRules');
  await insertRows(
    trx,
    'serviceRules',
    RULES.length,
    (i) => {
      const [title, issuer, points] = RULES[i]!;
      const days = -(i * 30 + rng.int(0, 20));
      const [row] = withSafeHtml([
        {
          title,
          issuer,
          summary: `${points[0]}。`,
          content: `<p>为规范科技成果转化服务平台服务机构管理，制定本规则。</p>${points
            .map((p, n) => `<p>第${'一二三四五'[n]}条　${p}。</p>`)
            .join('')}<p>本规则自发布之日起施行，由${issuer}负责解释。</p>`,
          publishDate: ctx.date(days),
          viewCount: rng.int(20, 3000),
          status: i === RULES.length - 1 ? 0 : 1,
          createdAt: ctx.timeOn(rng, days),
        },
      ]);
      return row!;
    },
    progress,
  );
}
