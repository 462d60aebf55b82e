import { insertRows, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';

/**
 * 创新券通知公告 (/Coupon/Notice): a year of the sub-site's notices in the order things happen —
 * each batch's call for claims, its review result and its payout list — with the yearly
 * organisation review and a few service notices between them. Titles do not repeat.
 */

type Kind = 'claim' | 'review' | 'payout' | 'orgs' | 'assess' | 'process' | 'training' | 'upgrade';

const ORDER: readonly Kind[] = [
  'claim',
  'orgs',
  'review',
  'training',
  'payout',
  'claim',
  'review',
  'assess',
  'payout',
  'claim',
  'process',
  'review',
  'payout',
  'upgrade',
  'claim',
  'orgs',
  'review',
  'training',
  'payout',
  'claim',
];

function notice(kind: Kind, year: number, n: number, date: string): [string, string] {
  const cn = '一二三四五六'[n - 1] ?? String(n);
  switch (kind) {
    case 'claim':
      return [
        `关于开展${year}年第${cn}批科技创新券申领工作的通知`,
        `<p>各有关企业：</p><p>为降低科技型中小微企业创新成本，现启动${year}年第${cn}批科技创新券申领工作，有关事项通知如下。</p><p>一、申领对象：在科技成果转化服务平台通过企业认证的科技型中小微企业。</p><p>二、申领方式：登录平台进入“创新券—申领创新券”，选择本批次在线填写申领信息并上传营业执照。</p><p>三、申领额度：单笔申领上限、企业年度上限及批次总额度以平台批次信息为准，额度用完即止。</p><p>四、审核发放：平台在申领截止后10个工作日内完成审核，审核结果在“我的申领”中查看。</p><p>联系电话：400-000-1234。</p>`,
      ];
    case 'review':
      return [
        `${year}年第${cn}批科技创新券申领企业审核结果公示`,
        `<p>根据《科技创新券实施细则（试行）》，经形式审查和资格审核，${year}年第${cn}批科技创新券申领审核工作已完成，审核通过的企业创新券已发放至企业账户。</p><p>公示期为5个工作日（自${date}起）。对公示结果有异议的，请在公示期内通过平台在线客服或联系电话反映，逾期不予受理。</p>`,
      ];
    case 'payout':
      return [
        `${year}年第${cn}批科技创新券兑付企业名单公示`,
        `<p>经服务机构申请、平台审核，${year}年第${cn}批科技创新券兑付审核工作已完成，兑付资金将按程序拨付至服务机构对公账户。</p><p>公示期为5个工作日（自${date}起）。企业和服务机构可在平台“我的兑换”中查看兑付进度。</p>`,
      ];
    case 'orgs':
      return [
        `关于${year}年第${cn}批新增创新券服务机构的公告`,
        `<p>根据《科技创新券服务机构登记管理办法》，经机构申请、专家评审和平台公示，现将新增创新券服务机构予以公告。</p><p>新增机构可在平台发布服务产品并接受企业使用创新券下单。企业可在“服务机构”栏目查看机构详情。</p>`,
      ];
    case 'assess':
      return [
        `科技创新券服务机构${year}年度考核结果公示`,
        `<p>依据《科技创新券绩效评价办法》，平台对登记在册的服务机构开展了年度考核，考核内容包括服务质量、履约情况和企业满意度。</p><p>考核结果分为优秀、合格、基本合格和不合格四个等次，不合格机构将暂停创新券业务并限期整改。</p>`,
      ];
    case 'process':
      return [
        `关于调整${year}年科技创新券兑付流程的通知`,
        `<p>为提高兑付效率，自${date}起，创新券兑付申请统一在平台线上提交，不再接收纸质材料。</p><p>兑付申请需上传服务合同、发票和服务成果报告，平台在15个工作日内完成审核。</p>`,
      ];
    case 'training':
      return [
        `关于举办${year}年第${cn}期创新券政策宣讲培训的通知`,
        `<p>为帮助企业和服务机构熟悉创新券申领、使用和兑付流程，平台将举办创新券政策宣讲培训。</p><p>培训内容：创新券政策解读、平台操作演示、常见问题答疑。请有意参加的单位通过平台在线客服报名。</p>`,
      ];
    case 'upgrade':
      return [
        `关于${year}年创新券平台系统升级的公告`,
        `<p>为提升服务体验，创新券平台将于近期进行系统升级，新增营业执照智能识别和订单在线验收功能。</p><p>升级期间平台服务正常开放，如遇问题请联系在线客服。</p>`,
      ];
  }
}

export async function seedVoucherNotices(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('voucherNotices');
  const total = ORDER.length;
  const seen = new Map<string, number>();
  await insertRows(trx, 'voucherNotices', total, (i) => {
    const days = -Math.floor(((total - i) * 365) / total) + rng.int(0, 6);
    const date = ctx.date(days);
    const year = Number(date.slice(0, 4));
    const kind = ORDER[i]!;
    // The nth notice of its kind in its year: batch numbers restart each year.
    const key = `${kind}-${year}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const [title, content] = notice(kind, year, n, date);
    return { title, content, publishDate: date, createdAt: ctx.timeOn(rng, days) };
  });
}
