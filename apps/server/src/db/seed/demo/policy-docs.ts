import { insertRows, type Progress, type Tx, titleColumn } from './batch.ts';
import { type DemoContext, fill } from './context.ts';
import {
  DOC_ARTICLES,
  DOC_END,
  DOC_ISSUERS,
  DOC_LAWS,
  DOC_TITLES,
  NOTICE_PARAGRAPHS,
  READING_PARAGRAPHS,
} from './vocab/policy-docs.ts';

/** How many policy documents the demo data has. */
export const POLICY_DOC_COUNT = 40;

const NUMERALS = '一二三四五六七八九十';

/** 第一条 … as the articles of a regulation, from the vocabulary's templates. */
function fullText(subject: string, articles: readonly string[]): string {
  const body = articles
    .map((text, i) => `<p><strong>第${NUMERALS[i]}条</strong> ${fill(text, { subject })}</p>`)
    .join('');
  return `<h3>第一章 总则</h3>${body}<p><strong>第${NUMERALS[articles.length]}条</strong> ${DOC_END}</p>`;
}

/** A title's subject: 科技创新券管理办法 → 科技创新券管理; 关于做好…工作的通知 → 做好…工作. */
const subjectOf = (title: string) =>
  title
    .replace(/^(山东省|济南市|青岛市)/, '')
    .replace(/^关于|^《|》.*$/g, '')
    .replace(/(的若干措施|的实施意见|实施方案|实施细则|的通知|办法|指引|条例|规定|法)$/, '')
    .replace(/^(进一步|加快|深化|改革完善)/, '') || '科技成果转化';

const paragraphs = (lines: readonly string[], slots: Record<string, string | number>) =>
  lines.map((line) => `<p>${fill(line, slots)}</p>`).join('');

/**
 * Policy documents: four laws and regulations first, then notices, normative documents and
 * interpretations of the national, provincial and municipal bodies. Newer ones are in force;
 * some older ones revised or repealed. A normative document of a body that also issued a
 * policy call is linked to one of that body's calls (the call rests on it).
 */
export async function seedPolicyDocuments(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('policy-documents');
  const policies = await trx
    .selectFrom('policies')
    .select(['id', 'deptName'])
    .orderBy('id')
    .limit(200)
    .execute();
  const byDept = new Map<string, number[]>();
  for (const p of policies) byDept.set(p.deptName, [...(byDept.get(p.deptName) ?? []), p.id]);
  await insertRows(
    trx,
    'policyDocuments',
    POLICY_DOC_COUNT,
    (i) => {
      const days = -rng.int(5, 1500) - (i < DOC_LAWS.length ? 1500 : 0);
      const written = ctx.date(days - rng.int(3, 20));
      const year = Number(written.slice(0, 4));
      let title: string;
      let issuer: string;
      let docNo: string;
      let category: number;
      let policyId: number | null = null;
      if (i < DOC_LAWS.length) {
        [title, issuer, docNo] = DOC_LAWS[i]!;
        category = 1;
      } else {
        const [pattern, cat] = rng.pick(DOC_TITLES);
        const [body, prefix, region] = rng.pick(DOC_ISSUERS);
        issuer = body;
        category = cat;
        title = fill(pattern, { year });
        // A body's own regulation carries its region: 山东省科技创新券管理办法.
        if (cat === 2 && !title.startsWith('关于')) title = `${region}${title}`;
        docNo = cat === 3 ? '—' : `${prefix}〔${year}〕${rng.int(1, 60)}号`;
        const calls = byDept.get(issuer);
        if (cat === 2 && calls && rng.chance(0.6)) policyId = rng.pick(calls);
      }
      const subject = category === 1 ? '科技成果转化' : subjectOf(title);
      const inner = title.replace(/^《|》.*$/g, '');
      const age = -days;
      const docStatus =
        category === 4 || category === 3 ? 1 : age > 1200 ? (rng.chance(0.5) ? 3 : 2) : 1;
      const summary =
        category === 1
          ? `${title.includes('《') ? title : `《${title}》`}对科技创新和成果转化的组织实施、激励措施、技术权益和法律责任等作出规定。`
          : category === 3
            ? `对《${inner}》的出台背景、主要内容、适用对象和申报要点进行解读。`
            : category === 4
              ? `${issuer}就${subject}有关事项作出安排，请各有关单位按要求做好相关工作。`
              : `${issuer}印发《${title}》，围绕${subject}明确适用范围、支持方式、申报程序和监督管理要求。`;
      const content =
        category === 3
          ? paragraphs(READING_PARAGRAPHS, { doc: inner })
          : category === 4
            ? paragraphs(NOTICE_PARAGRAPHS, { subject, year })
            : fullText(subject, DOC_ARTICLES.slice(0, rng.int(4, DOC_ARTICLES.length)));
      return {
        title,
        docNo,
        issuer,
        writtenDate: written,
        publishDate: ctx.date(days),
        docStatus,
        category,
        summary,
        content,
        policyId,
        viewCount: rng.int(20, 5000),
        createdAt: ctx.timeOn(rng, days),
      };
    },
    progress,
    titleColumn('title'),
  );
}
