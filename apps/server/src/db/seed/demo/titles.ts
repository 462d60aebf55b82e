import type { Random } from './random.ts';
import {
  ADVANTAGES,
  FIELD_ADJECTIVES,
  FIELD_APPLICATIONS,
  FIELD_CORES,
  isProductCore,
} from './vocab/fields.ts';

/** A second-level technical field with its top-level parent. */
export interface Field {
  id: number;
  name: string;
  parent: string;
  /** 1-based position of the parent, for the per-field cover image. */
  parentIndex: number;
}

export function coreOf(rng: Random, field: Field): string {
  return rng.pick(FIELD_CORES[field.name] ?? [`${field.name}关键技术`]);
}

const OUTCOME_PRODUCT = [
  '{core}',
  '{adj}{core}',
  '一种{core}',
  '{core}研发及产业化',
  '{core}关键技术及应用',
];
const OUTCOME_PROCESS = [
  '{core}技术',
  '{adj}{core}技术',
  '{core}关键技术',
  '{core}技术及应用',
  '{core}技术研究与示范',
];
const NEED_PRODUCT = [
  '{core}研发需求',
  '寻求{core}技术合作',
  '{core}国产化替代',
  '{core}性能提升技术攻关',
];
const NEED_PROCESS = [
  '{core}技术攻关',
  '寻求{core}技术解决方案',
  '{core}技术引进',
  '{core}工艺优化',
];
const REWARD = ['{core}关键技术攻关', '{core}技术难题悬赏', '面向{app}的{core}联合攻关'];

function frame(rng: Random, patterns: readonly string[], core: string, field: Field): string {
  return rng
    .pick(patterns)
    .replace('{core}', core)
    .replace('{adj}', rng.pick(FIELD_ADJECTIVES[field.parent] ?? ['新型']))
    .replace('{app}', rng.pick(FIELD_APPLICATIONS[field.parent] ?? ['产业']));
}

export function outcomeTitle(rng: Random, field: Field, core = coreOf(rng, field)): string {
  return frame(rng, isProductCore(core) ? OUTCOME_PRODUCT : OUTCOME_PROCESS, core, field);
}

export function needTitle(rng: Random, field: Field, core = coreOf(rng, field)): string {
  return frame(rng, isProductCore(core) ? NEED_PRODUCT : NEED_PROCESS, core, field);
}

export function rewardTitle(rng: Random, field: Field, core = coreOf(rng, field)): string {
  return frame(rng, REWARD, core, field);
}

export function applications(rng: Random, field: Field, count = 3): string[] {
  return rng.sample(FIELD_APPLICATIONS[field.parent] ?? ['相关产业'], count);
}

/** Outcome summary and HTML detail, consistent with its title, owner and terms. */
export function outcomeTexts(
  rng: Random,
  input: { title: string; field: Field; org: string; maturity: string; cooperation: string },
) {
  const advantages = rng.sample(ADVANTAGES, 3);
  const apps = applications(rng, input.field);
  const patents = rng.int(1, 8);
  const summary = `${input.org}在${input.field.name}领域研发的${input.title}，${advantages[0]}，${advantages[1]}。已获授权发明专利${patents}项，目前处于${input.maturity}，可应用于${apps.join('、')}等领域。`;
  const detail = [
    `<h3>技术特点</h3><ul>${advantages.map((a) => `<li>${a}</li>`).join('')}</ul>`,
    `<h3>应用领域</h3><p>${apps.join('、')}。</p>`,
    `<h3>知识产权</h3><p>已获授权发明专利${patents}项，实用新型专利${rng.int(0, 6)}项。</p>`,
    `<h3>合作方式</h3><p>${input.cooperation}，欢迎有意向的企业洽谈。</p>`,
  ].join('');
  return { summary, detail };
}

/** Summary and detail of a bounty or a need: the problem, the goal, the terms. */
export function demandTexts(rng: Random, input: { title: string; field: Field; company: string }) {
  const app = rng.pick(FIELD_APPLICATIONS[input.field.parent] ?? ['主营业务']);
  const target = rng.pick(ADVANTAGES);
  const summary = `${input.company}在${app}业务中面临${input.field.name}方面的技术瓶颈，现面向社会征集“${input.title}”解决方案，要求${target}。`;
  const detail = [
    `<h3>技术指标</h3><ul><li>${target}</li><li>具备工程化应用条件，可在企业现场完成验证</li><li>形成可转化的知识产权</li></ul>`,
    `<h3>合作方式</h3><p>技术开发、技术转让或联合攻关均可，具体方式面议。</p>`,
  ].join('');
  return { summary, detail };
}

/**
 * Keywords: whole terms of the vocabulary (the field, its parent and the core the title is
 * about), never pieces cut out of a title ("肿瘤标志", "物快速检").
 */
export function keywords(field: Field, core: string): string {
  return [...new Set([field.name, field.parent, core])].join('、');
}
