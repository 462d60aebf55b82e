import { HOME_CITIES, slotWithinOpenHours } from '@portal/shared';
import { insertAll, insertRows, type Tx } from './batch.ts';
import { contactName, type DemoContext, mobile, place } from './context.ts';
import { demoMembers } from './members.ts';
import type { Random } from './random.ts';
import { loadFields, loadSchools } from './refs.ts';
import { IMG } from './vocab/blocks.ts';
import { INSTITUTES } from './vocab/names.ts';

/**
 * The development lists of issue 10 (技术来源, 研发领域, 研发项目), where research bases and
 * instruments are, and members' instrument bookings. Counts grow with `--scale`.
 */

const SOURCE_TYPES = ['高校院所', '企业研发中心', '新型研发机构', '海外引进'] as const;
const SOURCE_PATTERNS = [
  '高性能{f}关键技术',
  '{f}智能检测方法',
  '低成本{f}制备工艺',
  '{f}系统集成与控制技术',
  '面向产业化的{f}新工艺',
] as const;
const AREAS = [
  ['新一代信息技术', '省重点研发领域'],
  ['高端装备制造', '省重点研发领域'],
  ['新材料', '省重点研发领域'],
  ['生物医药与健康', '省重点研发领域'],
  ['新能源与节能环保', '省重点研发领域'],
  ['现代海洋', '特色研发领域'],
  ['现代农业', '特色研发领域'],
  ['绿色低碳技术', '前沿研发领域'],
] as const;
const PROJECT_PATTERNS = [
  '{f}关键技术研发与产业化',
  '{f}中试验证平台建设',
  '{f}共性技术攻关',
  '{f}示范应用工程',
  '{f}核心部件国产化',
] as const;
const PHASES = ['申报中', '在研', '已结题'] as const;
const OPEN_HOURS = [
  '工作日 09:00-17:00',
  '周一至周六 08:30-21:30',
  '工作日 08:30-12:00，14:00-17:30',
];
const STREETS = ['科技路', '创新大道', '高新区科院路', '经十路', '学府路', '海洋路', '工业南路'];

const fill = (pattern: string, field: string) => pattern.replace('{f}', field);

/** A place in a city of the demo province: its district code, an address and coordinates. */
export function resourcePlace(rng: Random) {
  return resourcePlaceIn(rng, place(rng, 1).districtCode);
}

/** An address and coordinates in a given district's city. */
export function resourcePlaceIn(rng: Random, districtCode: string) {
  const city =
    HOME_CITIES.find((c) => c.code === `${districtCode.slice(0, 4)}00`) ?? HOME_CITIES[0]!;
  return {
    regionCode: districtCode,
    address: `${city.name}${rng.pick(STREETS)}${rng.int(1, 999)}号`,
    // Within about 15 km of the city seat.
    longitude: Math.round((city.longitude + rng.int(-150, 150) / 1000) * 1e5) / 1e5,
    latitude: Math.round((city.latitude + rng.int(-120, 120) / 1000) * 1e5) / 1e5,
    openHours: rng.pick(OPEN_HOURS),
  };
}

async function common(ctx: DemoContext, trx: Tx, table: string) {
  const rng = ctx.random(table);
  const [fields, schools] = await Promise.all([loadFields(trx), loadSchools(trx)]);
  return {
    rng,
    fields,
    row(
      name: string,
      category: string,
      summary: string,
      fieldId: number,
      parentIndex: number,
      content: string,
    ) {
      const days = -rng.int(0, 540);
      return {
        name,
        orgName: rng.chance(0.5) ? rng.pick(schools).name : rng.pick(INSTITUTES),
        category,
        techFieldId: fieldId,
        regionCode: place(rng, 1).districtCode,
        img: `${IMG}/outcomes/field-${String(parentIndex).padStart(2, '0')}.svg`,
        summary,
        content,
        contact: contactName(rng),
        telephone: mobile(rng),
        // Every status present: a few are offline.
        status: rng.chance(0.06) ? 0 : 1,
        publishDate: ctx.date(days),
        viewCount: rng.int(10, 1800),
        createdAt: ctx.timeOn(rng, days),
      };
    },
  };
}

export async function seedTechSources(ctx: DemoContext, trx: Tx) {
  const { rng, fields, row } = await common(ctx, trx, 'techSources');
  const rows = Array.from({ length: 40 * ctx.scale }, (_, i) => {
    const field = rng.pick(fields);
    const name = fill(SOURCE_PATTERNS[i % SOURCE_PATTERNS.length]!, field.name);
    const type = rng.pick(SOURCE_TYPES);
    const listed = rng.chance(0.5) ? 1 : 0;
    const base = row(
      name,
      type,
      `来源于${type}的${name}，已完成实验室验证，具备进一步中试和产业化条件。`,
      field.id,
      field.parentIndex,
      `<h3>技术特点</h3><p>该技术在${field.name}方向形成了自主知识产权，关键指标达到国内先进水平。</p><h3>合作方式</h3><p>支持技术许可、合作开发、委托研发等方式，欢迎有意向的企业通过平台联系。</p>`,
    );
    return {
      ...base,
      listed,
      listPrice: listed && rng.chance(0.7) ? rng.int(10, 800) : null,
    };
  });
  await insertAll(trx, 'techSources', rows);
}

export async function seedDevelopAreas(ctx: DemoContext, trx: Tx) {
  const { rng, fields, row } = await common(ctx, trx, 'developAreas');
  const rows = AREAS.map(([name, level]) => {
    const field = fieldFor(rng, fields, name);
    return {
      ...row(
        name,
        level,
        `${name}是全省重点布局的研发方向，围绕产业链关键环节组织攻关，推动成果就地转化。`,
        field.id,
        field.parentIndex,
        `<h3>重点方向</h3><p>聚焦${field.parent}等产业的共性关键技术，布局一批研发项目和创新平台。</p><h3>支持政策</h3><p>对列入该领域的研发项目给予经费支持，优先推荐承接单位申报省级科技计划。</p>`,
      ),
      status: 1,
    };
  });
  await insertAll(trx, 'developAreas', rows);
}

export async function seedDevelopProjects(ctx: DemoContext, trx: Tx) {
  const { rng, fields, row } = await common(ctx, trx, 'developProjects');
  const areas = await trx.selectFrom('developAreas').select(['id', 'name']).orderBy('id').execute();
  const rows = Array.from({ length: 48 * ctx.scale }, (_, i) => {
    const area = areas[i % areas.length]!;
    // A project's field lies in its area's.
    const field = fieldFor(rng, fields, area.name);
    const name = fill(rng.pick(PROJECT_PATTERNS), field.name);
    const phase = rng.pick(PHASES);
    const start = -rng.int(0, 720);
    return {
      ...row(
        name,
        phase,
        `${name}项目属${area.name}方向，由承担单位联合上下游企业共同实施，目标形成可推广的技术方案。`,
        field.id,
        field.parentIndex,
        `<h3>实施内容</h3><p>开展${field.name}关键技术研发、中试验证和示范应用，形成标准与专利成果。</p><h3>预期目标</h3><p>项目完成后实现技术成果在省内企业转化落地，带动相关产业提质增效。</p>`,
      ),
      areaId: area.id,
      budget: rng.int(50, 3000),
      startDate: ctx.date(start),
      endDate: ctx.date(start + rng.int(1, 3) * 365),
    };
  });
  await insertAll(trx, 'developProjects', rows);
}

const BOOK_MIX = [
  [0, 4],
  [1, 4],
  [2, 1],
  [3, 1],
] as const;

/**
 * Bookings spread over the last and next weeks, every status present, slots never doubled and
 * never outside the instrument's opening hours (the booking form refuses those).
 */
export async function seedInstrumentBookings(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('instrumentBookings');
  const members = await demoMembers(ctx, trx);
  const instruments = await trx
    .selectFrom('instruments')
    .select(['id', 'openHours'])
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  const rows: {
    instrumentId: number;
    userId: number;
    bookDate: string;
    slot: number;
    status: number;
  }[] = [];
  for (let i = 0; i < 60 * ctx.scale && members.length; i++) {
    const instrument = rng.pick(instruments);
    const instrumentId = instrument.id;
    const day = rng.int(-20, 20);
    const slot = rng.int(1, 3);
    if (!slotWithinOpenHours(instrument.openHours, ctx.date(day), slot)) continue;
    const status = day <= 0 ? rng.pick([1, 2, 3]) : rng.weighted(BOOK_MIX);
    const key = `${instrumentId}:${day}:${slot}`;
    if ((status === 0 || status === 1) && taken.has(key)) continue;
    if (status === 0 || status === 1) taken.add(key);
    rows.push({ instrumentId, userId: rng.pick(members), bookDate: ctx.date(day), slot, status });
  }
  await insertRows(trx, 'instrumentBookings', rows.length, (i) => {
    const r = rows[i]!;
    const created = ctx.anchor - rng.int(2, 30) * 86_400_000;
    const later = created + rng.int(1, 48) * 3_600_000;
    return {
      ...r,
      purpose: rng.pick(['样品形貌表征', '成分分析', '课题组测试', '企业产品检测', '毕业论文实验']),
      linkName: contactName(rng),
      linkPhone: mobile(rng),
      reason: r.status === 2 ? '该时段设备维护，请改约其他时段' : null,
      createdAt: created,
      updatedAt: r.status === 0 ? created : later,
      decidedAt: r.status === 1 || r.status === 2 ? later : null,
      withdrawnAt: r.status === 3 ? later : null,
    };
  });
}

/** Words of a resource's name or category → the first-level field it belongs to. */
const FIELD_WORDS: readonly (readonly [RegExp, string])[] = [
  [/航空|航天/, '航空航天'],
  [/海洋|海水|船/, '海洋技术'],
  [/农|土壤|畜|作物|种质|食品/, '现代农业'],
  [/电池|氢|储能|新能源|光伏/, '新能源'],
  [/基因|细胞|血|组织|样本|微生物|医|药|肿瘤|PCR|流式|测序|活体|生命|核酸|生化/, '生物医药'],
  [/环境|生态|污染|盐雾|气候|地球|地质/, '资源与环境'],
  [/节能|低碳|碳/, '节能环保'],
  [/机器人|测量机|试验机|CT|制造|装备|工程|无损|计量/, '先进制造与自动化'],
  [/材料|衍射|显微|能谱|比表面|热分析|粒度|拉曼|红外|核磁|波谱|光谱|色谱/, '新材料'],
  [/电磁|网络|电子|信号|遥感|影像|数据|信息|人工智能|芯片/, '电子信息'],
  [/专利|情报|成果|知识产权|服务/, '高技术服务'],
];

/** A second-level field under the first-level one `text` names (any field when none does). */
export function fieldFor<F extends { parent: string }>(rng: Random, fields: F[], text: string): F {
  const parent = FIELD_WORDS.find(([words]) => words.test(text))?.[1];
  const under = parent ? fields.filter((f) => f.parent === parent) : [];
  return rng.pick(under.length ? under : fields);
}
