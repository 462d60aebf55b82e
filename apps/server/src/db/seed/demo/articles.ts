import { DISCLOSURE_CATEGORIES } from '@portal/shared';
import { insertRows, type Progress, type Tx, titleColumn } from './batch.ts';
import { companyName, type DemoContext, fill, place } from './context.ts';
import { loadDict, loadFields, loadSchools, loadTradedOutcomes } from './refs.ts';
import { coreOf } from './titles.ts';
import { DISCLOSURE_ISSUERS, DISCLOSURE_TOPICS } from './vocab/articles.ts';
import { IMG } from './vocab/blocks.ts';

/** Demo rows of the article sections (issue 11): success cases and disclosures. */

export const CASE_COUNT = 30;
export const DISCLOSURE_COUNT = 40;

const wan = (yuan: number) => `${(yuan / 10_000).toLocaleString('en-US')}万元`;

/**
 * 成功案例: two in three tell the story of a traded outcome on the platform (same field, region,
 * mode and seller), the rest of a school's transfer that never was listed.
 */
export async function seedSuccessCases(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('successCases');
  const [traded, fields, schools, modes] = await Promise.all([
    loadTradedOutcomes(trx),
    loadFields(trx),
    loadSchools(trx),
    loadDict(trx, 'cooperation_type'),
  ]);
  const modeName = new Map(modes.map((m) => [m.value, m.name]));
  const linked = rng.sample(traded, Math.round((CASE_COUNT * 2) / 3));
  await insertRows(
    trx,
    'successCases',
    CASE_COUNT,
    (i) => {
      const o = linked[i];
      const field = o ? fields.find((f) => f.id === o.techFieldId)! : rng.pick(fields);
      const subject = o ? o.goodsName : coreOf(rng, field);
      const transferor = o ? o.orgName : rng.pick(schools).name;
      const at = place(rng);
      const transferee = companyName(rng, field.parent, at);
      const transferMode = o ? o.cooperationType : rng.pick(modes).value;
      const price = o ? Number(o.price) : 0;
      const amount =
        price > 0
          ? Math.round((price * rng.int(85, 115)) / 1_000_000) * 10_000
          : rng.int(3, 300) * 10_000;
      const mode = modeName.get(transferMode) ?? '技术转让';
      const days = -rng.int(5, 540);
      const dealDays = days - rng.int(10, 60);
      // New annual output: a multiple of what the technology cost, in 万元.
      const output = Math.round((amount * rng.int(8, 40)) / 10_000) * 10_000;
      const jobs = rng.int(20, 300);
      const title = o
        ? `${subject}以${mode}方式实现转化`
        : `${transferor}${subject}${mode}落地${at.cityName}`;
      return {
        title,
        outcomeId: o?.id ?? null,
        transferor,
        transferee,
        amount,
        transferMode,
        techFieldId: field.id,
        regionCode: o?.regionCode ?? at.districtCode,
        dealDate: ctx.date(dealDays),
        img: `${IMG}/outcomes/field-${String(field.parentIndex).padStart(2, '0')}.svg`,
        summary: `${transferor}的${subject}以${mode}方式转化至${transferee}，合同金额${wan(amount)}，项目投产后预计新增年产值${wan(output)}。`,
        content: [
          `<h3>一、项目背景</h3><p>${transferor}长期从事${field.name}方向研究，形成了“${subject}”等一批具有自主知识产权的成果。${transferee}在产品升级中遇到关键技术瓶颈，急需成熟可靠的技术方案。</p>`,
          `<h3>二、转化过程</h3><p>平台技术经理人在需求挖掘中发现双方契合点，组织开展技术评价、知识产权尽职调查和多轮洽谈，最终以${mode}方式达成合作，于${ctx.date(dealDays)}签订技术合同，合同金额${wan(amount)}，并完成技术合同认定登记。</p>`,
          `<h3>三、转化成效</h3><ul><li>项目投产后预计新增年产值${wan(output)}</li><li>带动新增就业岗位${jobs}个</li><li>双方共建联合研发中心，持续开展后续技术攻关</li></ul>`,
          '<p>该案例入选全省科技成果转化典型案例，为高校院所成果“走出实验室、走进生产线”提供了可复制的经验。</p>',
        ].join(''),
        status: 1,
        publishDate: ctx.date(days),
        viewCount: rng.int(40, 4000),
        createdAt: ctx.timeOn(rng, days),
      };
    },
    progress,
    titleColumn('title'),
  );
}

const CATEGORY_VALUES = Object.keys(DISCLOSURE_CATEGORIES).map(Number);

/** 政府信息公开: every 主题分类 and issuer, unique index numbers (organisation code/year-serial). */
export async function seedDisclosures(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('disclosures');
  const serials = new Map<string, number>();
  await insertRows(
    trx,
    'disclosures',
    DISCLOSURE_COUNT,
    (i) => {
      const category = CATEGORY_VALUES[i % CATEGORY_VALUES.length]!;
      const topic = DISCLOSURE_TOPICS[category]!;
      const [issuer, orgCode, docPrefix] =
        i < DISCLOSURE_ISSUERS.length ? DISCLOSURE_ISSUERS[i]! : rng.pick(DISCLOSURE_ISSUERS);
      const days = i < 3 ? -i : -rng.int(0, 720);
      const writtenDays = days - rng.int(0, 10);
      const year = Number(ctx.date(writtenDays).slice(0, 4));
      const title = fill(rng.pick(topic.titles), {
        issuer,
        province: '山东省',
        year,
        next: year + 2,
      });
      const key = `${orgCode}/${year}`;
      const serial = (serials.get(key) ?? rng.int(10, 60)) + rng.int(1, 9);
      serials.set(key, serial);
      const docNo = topic.docNo ? `${docPrefix}〔${year}〕${rng.int(1, 80)}号` : '';
      return {
        title,
        indexNo: `${key}-${String(serial).padStart(5, '0')}`,
        issuer,
        docNo,
        writtenDate: ctx.date(writtenDays),
        category,
        subjectWords: topic.words,
        content: [
          '<p>各市科技局，省直有关部门，各有关单位：</p>',
          `<p>为深入实施创新驱动发展战略，加快推进科技成果转移转化，根据有关工作安排，现将${title.replace(/^关于/, '').replace(/的通知$/, '')}有关事项公开如下。</p>`,
          '<h3>一、主要内容</h3><p>坚持需求导向和问题导向，完善技术转移服务体系，强化企业创新主体地位，推动创新链、产业链、资金链、人才链深度融合。</p>',
          '<h3>二、工作要求</h3><ol><li>各单位要高度重视，明确责任分工，确保各项工作落到实处。</li><li>严格执行有关管理规定，确保材料真实、准确、完整。</li></ol>',
          `<p>联系电话：0531-${rng.int(80000000, 89999999)}</p>`,
          `<p>${issuer}　${ctx.date(writtenDays)}</p>`,
        ].join(''),
        publishDate: ctx.date(days),
        viewCount: rng.int(20, 3000),
        createdAt: ctx.timeOn(rng, days),
      };
    },
    progress,
    titleColumn('title'),
  );
}
