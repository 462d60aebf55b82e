import { z } from 'zod';
import { AD_POSITION_VALUES } from '../enums/ad-position.ts';
import { DISCLOSURE_CATEGORY_VALUES } from '../enums/disclosure-category.ts';
import { FORM_CATEGORIES } from '../enums/interaction.ts';
import { NEWS_TYPE_VALUES } from '../enums/news-type.ts';
import { STAT_TILE_SOURCE_VALUES } from '../enums/stat-source.ts';
import { DATE_PATTERN, optionalText, requiredText, strictRequest } from './common.ts';

/**
 * Operator content of the console (issue #14): what the content role writes, checked by the
 * server (the one authority) and shown by the console's forms.
 */
export const ContentMessages = {
  titleRequired: '请填写标题',
  contentRequired: '请填写正文',
  summaryRequired: '请填写摘要',
  sourceRequired: '请填写来源',
  dateInvalid: '日期格式应为yyyy-MM-dd',
  typeInvalid: '请选择类别',
  deptRequired: '请填写发布部门',
  levelInvalid: '请选择政策级别',
  periodInvalid: '申报结束日期不能早于开始日期',
  categoryInvalid: '请选择活动类别',
  addressRequired: '请填写活动地址',
  organizerRequired: '请填写主办单位',
  regionRequired: '请选择所在地区',
  timeInvalid: '请填写正确的时间',
  timeOrder: '报名须在活动结束前开始，且各时间先后有序',
  imageRequired: '请上传图片',
  positionInvalid: '广告位置无效',
  wordsRequired: '请填写热词',
  nameRequired: '请填写名称',
  linkRequired: '请填写链接地址',
  linkInvalid: '链接地址应以http://、https://或/开头',
  sortInvalid: '排序应为0-9999的整数',
  statusInvalid: '状态无效',
  notFound: '内容不存在',
  imageOnly: '仅支持jpg、png、gif、webp图片',
  fileTypeInvalid: '仅支持jpg、png、gif、webp图片或pdf文件',
  partyRequired: '请填写转让方和受让方',
  amountInvalid: '成交金额应为不小于0的整数（元）',
  modeInvalid: '请选择转化方式',
  fieldInvalid: '请选择技术领域',
  indexNoRequired: '请填写索引号',
  indexNoTaken: '索引号已被使用',
  issuerRequired: '请填写发布机构',
  helpCategoryInvalid: '请选择帮助分类',
  formCategoryInvalid: '请选择表格类别',
  descriptionRequired: '请填写说明',
  fileRequired: '请上传文件',
  fileInvalid: '文件无效，请重新上传',
  unitRequired: '请填写单位',
  sourceInvalid: '请选择统计来源',
  countInvalid: '数值应为不小于0的整数',
} as const;

const M = ContentMessages;

const date = (message: string = M.dateInvalid) =>
  z.string({ error: message }).trim().regex(DATE_PATTERN, message);
const flag = (message: string) =>
  z.union([z.literal(0), z.literal(1)], { error: message }).default(0);
const sort = z.coerce
  .number({ error: M.sortInvalid })
  .int(M.sortInvalid)
  .min(0, M.sortInvalid)
  .max(9999, M.sortInvalid)
  .default(0);
/** A link: absolute http(s) or a path of the site. */
const link = (required: boolean) => {
  const base = z
    .string({ error: M.linkRequired })
    .trim()
    .max(500)
    .regex(/^(https?:\/\/|\/)/, M.linkInvalid);
  return required ? base : z.preprocess((v) => (v === '' ? null : v), base.nullable().optional());
};
/** A stored image's URL (the console's upload answers one); empty for none. */
const image = z.string().trim().max(300).default('');
const richText = z
  .string({ error: M.contentRequired })
  .trim()
  .min(1, M.contentRequired)
  .max(200_000);

/** The text every published item carries: its summary, rich-text body and publish day. */
const publishedTextShape = {
  summary: requiredText(M.summaryRequired, 300),
  content: richText,
  publishDate: date(),
};

export const newsRequestSchema = strictRequest({
  newsTitle: requiredText(M.titleRequired, 100),
  newsType: z.coerce.number().pipe(
    z.union(
      NEWS_TYPE_VALUES.map((v) => z.literal(v)),
      { error: M.typeInvalid },
    ),
  ),
  newsImg: image,
  source: requiredText(M.sourceRequired, 50),
  author: optionalText(30),
  ...publishedTextShape,
  isTop: flag(M.statusInvalid),
});

export const viewRequestSchema = strictRequest({
  title: requiredText(M.titleRequired, 100),
  img: image,
  source: requiredText(M.sourceRequired, 50),
  author: optionalText(30),
  ...publishedTextShape,
});

export const policyRequestSchema = strictRequest({
  policyName: requiredText(M.titleRequired, 100),
  deptName: requiredText(M.deptRequired, 50),
  policyLevel: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.levelInvalid })),
  regionCode: z.string().trim().max(12).default(''),
  ...publishedTextShape,
  startDate: date(),
  endDate: date(),
}).refine((v) => v.endDate >= v.startDate, { error: M.periodInvalid, path: ['endDate'] });

const epochMs = z.coerce
  .number({ error: M.timeInvalid })
  .int(M.timeInvalid)
  .positive(M.timeInvalid);

export const activityRequestSchema = strictRequest({
  catId: z.coerce.number({ error: M.categoryInvalid }).int().positive(M.categoryInvalid),
  actionName: requiredText(M.titleRequired, 100),
  actionImg: image,
  provinceCode: requiredText(M.regionRequired, 12),
  cityCode: requiredText(M.regionRequired, 12),
  address: requiredText(M.addressRequired, 100),
  organizer: requiredText(M.organizerRequired, 50),
  signStartAt: epochMs,
  signEndAt: epochMs,
  startAt: epochMs,
  endAt: epochMs,
  maxSignups: z.coerce.number().int().positive().nullable().default(null),
  recommended: flag(M.statusInvalid),
  summary: requiredText(M.summaryRequired, 300),
  content: richText,
}).refine((v) => v.signStartAt <= v.signEndAt && v.signEndAt <= v.endAt && v.startAt <= v.endAt, {
  error: M.timeOrder,
  path: ['signEndAt'],
});

export const adRequestSchema = strictRequest({
  positionType: z.coerce.number().pipe(
    z.union(
      AD_POSITION_VALUES.map((v) => z.literal(v)),
      { error: M.positionInvalid },
    ),
  ),
  title: requiredText(M.titleRequired, 100),
  img: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(300),
  linkUrl: link(false),
  adType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: M.typeInvalid }))
    .default(1),
  detailType: z.coerce.number().int().min(1).max(3).default(1),
  content: z.string().max(200_000).default(''),
  status: flag(M.statusInvalid),
  startDate: z.preprocess((v) => (v === '' ? null : v), date().nullable().default(null)),
  endDate: z.preprocess((v) => (v === '' ? null : v), date().nullable().default(null)),
  sort,
});

export const hotWordRequestSchema = strictRequest({
  words: requiredText(M.wordsRequired, 20),
  sort,
});

export const friendlyLinkRequestSchema = strictRequest({
  companyName: requiredText(M.nameRequired, 50),
  outLink: link(true),
  sort,
});

export const navItemRequestSchema = strictRequest({
  parentId: z.coerce.number().int().positive().nullable().default(null),
  name: requiredText(M.nameRequired, 20),
  clickType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: M.typeInvalid })),
  tableRoute: optionalText(100),
  routerName: optionalText(50),
  linkUrl: link(false),
  sort,
});

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** 成功案例: a transfer story; amount in yuan. */
export const caseRequestSchema = strictRequest({
  title: requiredText(M.titleRequired, 100),
  outcomeId: z.coerce.number().int().positive().nullable().default(null),
  transferor: requiredText(M.partyRequired, 100),
  transferee: requiredText(M.partyRequired, 100),
  amount: z.coerce
    .number({ error: M.amountInvalid })
    .int(M.amountInvalid)
    .min(0, M.amountInvalid)
    .max(100_000_000_000, M.amountInvalid),
  transferMode: positiveId(M.modeInvalid),
  techFieldId: positiveId(M.fieldInvalid),
  regionCode: requiredText(M.regionRequired, 12),
  dealDate: date(),
  img: image,
  ...publishedTextShape,
});

/** 政府信息公开: one disclosed document; the index number is unique. */
export const disclosureRequestSchema = strictRequest({
  title: requiredText(M.titleRequired, 100),
  indexNo: requiredText(M.indexNoRequired, 50),
  issuer: requiredText(M.issuerRequired, 50),
  docNo: optionalText(50),
  writtenDate: date(),
  category: z.coerce.number().pipe(
    z.union(
      DISCLOSURE_CATEGORY_VALUES.map((v) => z.literal(v)),
      { error: M.typeInvalid },
    ),
  ),
  subjectWords: optionalText(100),
  content: richText,
  publishDate: date(),
});

/** 帮助中心: an article of a help category, in its order. */
export const helpArticleRequestSchema = strictRequest({
  categoryId: positiveId(M.helpCategoryInvalid),
  title: requiredText(M.titleRequired, 100),
  content: richText,
  sort,
});

const FORM_CATEGORY_VALUES = Object.keys(FORM_CATEGORIES).map(Number);

/** 下载专区: a form or template and its file (an upload of the console). */
export const downloadFormRequestSchema = strictRequest({
  title: requiredText(M.titleRequired, 100),
  category: z.coerce.number().pipe(
    z.union(
      FORM_CATEGORY_VALUES.map((v) => z.literal(v)),
      { error: M.formCategoryInvalid },
    ),
  ),
  description: requiredText(M.descriptionRequired, 300),
  fileId: positiveId(M.fileRequired),
  publishDate: date(),
  sort,
});

/** A fixed rich text of the portal (平台文本): title, sanitised body and, for home texts, a picture. */
export const editableTextRequestSchema = strictRequest({
  title: requiredText(M.titleRequired, 100),
  content: richText,
  img: optionalText(300),
});

/** An activity category (活动中心 tabs): its name and order. */
export const actionCategoryRequestSchema = strictRequest({
  catName: requiredText(M.nameRequired, 20),
  sort,
});

/** A help-centre category: its name and order. */
export const helpCategoryRequestSchema = strictRequest({
  name: requiredText(M.nameRequired, 20),
  sort,
});

export const quickMenuRequestSchema = strictRequest({
  menuName: requiredText(M.nameRequired, 20),
  menuImg: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(300),
  menuLink: link(true),
  sort,
});

/** A home statistics tile: what it counts (or a fixed number), its label, unit and order. */
export const statTileRequestSchema = strictRequest({
  name: requiredText(M.nameRequired, 20),
  unit: requiredText(M.unitRequired, 10),
  source: z.enum(STAT_TILE_SOURCE_VALUES, { error: M.sourceInvalid }),
  fixedCount: z.coerce
    .number({ error: M.countInvalid })
    .int(M.countInvalid)
    .min(0, M.countInvalid)
    .max(1_000_000_000, M.countInvalid)
    .default(0),
  status: flag(M.statusInvalid),
  sort,
});

export const publishRequestSchema = strictRequest({
  status: z.union([z.literal(0), z.literal(1)], { error: M.statusInvalid }),
});

/** Site settings the console edits: any subset of the known keys, each up to 300 characters. */
export const siteSettingsRequestSchema = z.record(z.string(), z.string().trim().max(300));
