import { insertRows, type Tx } from './batch.ts';
import {
  creditCode,
  type DemoContext,
  homeCities,
  mobile,
  type Place,
  personName,
  place,
} from './context.ts';
import { loadDict, loadFields, loadSchools } from './refs.ts';
import type { Field } from './titles.ts';
import { INSTITUTES } from './vocab/names.ts';

/**
 * The service hall's providers and the talents who belong to them. Runs after the market, so
 * a university or institute is the owner its outcomes name (outcomes.org_name) and member (VIP)
 * units are enterprises that published outcomes; their deals are the market's deals under
 * their names. Experts belong to universities and institutes, commissioners to the stations
 * that send them, technology managers to the managers' organisations.
 */

const MANAGER_ORGS = [
  '山东省技术经理人协会',
  '济南齐鲁技术经理人事务所',
  '青岛蓝色硅谷技术转移有限公司',
  '烟台黄渤海技术转移服务有限公司',
  '潍坊科技成果转化促进中心',
  '淄博齐文化技术转移有限公司',
  '济宁孔孟技术经纪有限公司',
  '临沂沂蒙技术经理人服务中心',
  '威海蓝海技术经纪有限公司',
  '德州科技成果转化服务中心',
] as const;

/** City in a name → that city; otherwise the provincial capital (provincial bodies). */
function placeByName(name: string, cities: Place[], fallback: Place): Place {
  return cities.find((c) => name.includes(c.cityName.replace(/市$/, ''))) ?? fallback;
}

interface OwnerStats {
  orgName: string;
  techFieldId: number;
  /** Where its outcomes are (a company's name starts with its city). */
  regionCode: string;
  n: number;
}

/** Per outcome owner: its most frequent field and how many published outcomes it has. */
async function ownerStats(trx: Tx, ownerType: number): Promise<Map<string, OwnerStats>> {
  const rows = await trx
    .selectFrom('outcomes')
    .select([
      'orgName',
      'techFieldId',
      (eb) => eb.fn.min('regionCode').as('regionCode'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('ownerType', '=', ownerType)
    .where('status', '=', 1)
    .groupBy(['orgName', 'techFieldId'])
    .orderBy('orgName')
    .orderBy('techFieldId')
    .execute();
  const best = new Map<string, OwnerStats>();
  for (const r of rows) {
    const n = Number(r.n);
    const seen = best.get(r.orgName);
    const regionCode = String(r.regionCode);
    if (!seen)
      best.set(r.orgName, { orgName: r.orgName, techFieldId: r.techFieldId, regionCode, n });
    else if (n > seen.n) best.set(r.orgName, { ...seen, techFieldId: r.techFieldId, n });
  }
  return best;
}

function intro(authType: number, name: string, field: string, rngInt: number): string {
  switch (authType) {
    case 3:
      return `${name}是省内重点建设高校，设有技术转移中心，在${field}等领域拥有多个省部级重点实验室，近五年转化科技成果${rngInt}项。`;
    case 4:
      return `${name}是省属科研机构，围绕${field}开展应用研究与技术开发，建有中试基地，累计对外技术服务${rngInt}项。`;
    case 5:
      return `${name}汇聚持证技术经理人，提供成果评估、技术经纪、交易撮合与合同登记辅导等全流程服务，已促成技术交易${rngInt}项。`;
    case 7:
      return `${name}是平台会员单位，专注${field}领域的研发与产业化，积极承接高校院所科技成果，年研发投入占营业收入${(rngInt % 8) + 3}%。`;
    default:
      return `${name}统筹选派科技特派员深入企业和农村一线，围绕${field}等产业提供技术指导与成果对接，累计服务主体${rngInt}家。`;
  }
}

export async function seedProvidersAndTalents(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('providers');
  const [fields, schools, titles, universities, institutes, enterprises] = await Promise.all([
    loadFields(trx),
    loadSchools(trx),
    loadDict(trx, 'talent_title'),
    ownerStats(trx, 1),
    ownerStats(trx, 2),
    ownerStats(trx, 3),
  ]);
  const fieldById = new Map(fields.map((f) => [f.id, f]));
  const cities = homeCities();
  const capital = cities[0]!;
  const last = await trx
    .selectFrom('serviceOrgs')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  let sort = Number(last?.sort ?? 0);

  const members = [...enterprises.values()]
    .sort((a, b) => b.n - a.n || a.orgName.localeCompare(b.orgName))
    .slice(0, 24);
  const placeOf = (code: string): Place => {
    const city = cities.find((c) => c.cityCode === code.slice(0, 4));
    return city ? { ...city, districtCode: code } : place(rng, 1);
  };
  const plan: { authType: number; name: string; fieldId?: number; at?: Place }[] = [
    ...schools.map((s) => ({
      authType: 3,
      name: s.name,
      fieldId: universities.get(s.name)?.techFieldId,
    })),
    ...INSTITUTES.map((name) => ({
      authType: 4,
      name,
      fieldId: institutes.get(name)?.techFieldId,
    })),
    ...MANAGER_ORGS.map((name) => ({ authType: 5, name })),
    ...members.map((m) => ({
      authType: 7,
      name: m.orgName,
      fieldId: m.techFieldId,
      at: placeOf(m.regionCode),
    })),
    ...cities.map((c) => ({ authType: 9, name: `${c.cityName}科技特派员服务站`, at: c })),
  ];
  const rows = plan.map((p) => {
    const field: Field = (p.fieldId && fieldById.get(p.fieldId)) || rng.pick(fields);
    const at = p.at ?? (p.authType === 7 ? place(rng, 1) : placeByName(p.name, cities, capital));
    const text = intro(p.authType, p.name, field.parent, rng.int(20, 400));
    sort += 1;
    return {
      orgName: p.name,
      orgLogo: '',
      orgType: 0,
      authType: p.authType,
      techFieldId: field.id,
      regionCode: at.districtCode,
      address: `${at.cityName}${['科技路', '创新大道', '高新区汇智街', '学府路'][rng.int(0, 3)]}${rng.int(1, 399)}号`,
      creditCode: creditCode(rng, at.districtCode),
      contact: personName(rng),
      telephone: mobile(rng),
      intro: text,
      content: `<p>${text}</p><p>可提供${field.parent}方向的技术咨询、联合研发、成果许可与转让、人才培养等合作，欢迎企业联系洽谈。</p>`,
      recommended: rng.chance(0.3) ? 1 : 0,
      status: rng.chance(0.95) ? 1 : 0,
      sort,
      createdAt: ctx.timeOn(rng, -rng.int(100, 900)),
    };
  });
  await insertRows(trx, 'serviceOrgs', rows.length, (i) => rows[i]!);

  const providers = await trx
    .selectFrom('serviceOrgs')
    .select(['id', 'orgName', 'authType', 'regionCode'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const ofType = (t: number) => providers.filter((p) => p.authType === t);
  const homes = { 1: [...ofType(3), ...ofType(3), ...ofType(4)], 2: ofType(9), 3: ofType(5) };
  const counts = { 1: 150, 2: 80, 3: 60 } as const;
  const talentPlan = ([1, 2, 3] as const).flatMap((t) =>
    Array.from({ length: counts[t] }, () => t),
  );
  await insertRows(trx, 'talents', talentPlan.length, (i) => {
    const talentType = talentPlan[i]!;
    const org = rng.pick(homes[talentType]);
    const field = rng.pick(fields);
    const gender = rng.chance(0.7) ? 1 : 2;
    const title = talentType === 1 ? rng.pick(titles.slice(0, 2)) : rng.pick(titles.slice(1, 4));
    const role = ['专家', '科技特派员', '技术经理人'][talentType - 1];
    const research = rng.sample(
      fields.filter((f) => f.parent === field.parent).map((f) => f.name),
      2,
    );
    return {
      talentType,
      name: personName(rng),
      gender,
      titleLevel: title?.value ?? 1,
      orgName: org.orgName,
      orgId: org.id,
      techFieldId: field.id,
      regionCode: org.regionCode,
      avatar: `/images/demo/avatars/avatar-${gender === 1 ? rng.int(1, 3) : rng.int(4, 6)}.svg`,
      telephone: mobile(rng),
      research: research.join('、'),
      intro: `${org.orgName}${title?.name ?? ''}职称，${role}，长期从事${field.parent}（${field.name}）领域的研究与成果转化工作。`,
      status: 1,
      createdAt: ctx.timeOn(rng, -rng.int(30, 1000)),
    };
  });
}
