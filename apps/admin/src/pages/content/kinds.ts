import type { ContentKind } from '@portal/shared/api/index';
import { DISCLOSURE_CATEGORIES } from '@portal/shared/enums/disclosure-category';
import { FORM_CATEGORIES } from '@portal/shared/enums/interaction';
import { NEWS_TYPES, POLICY_LEVELS } from '@portal/shared/enums/news-type';

/** How the console edits each content kind: its name, the title column and the form's fields. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'date'
  | 'datetime'
  | 'select'
  | 'image'
  | 'file'
  | 'rich'
  | 'number'
  | 'switch';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: { value: number | string; label: string }[];
  /** Options fetched from the portal's API (field-options.ts). */
  optionsFrom?: OptionSource;
  placeholder?: string;
  /** The least value of a number field (0 unless said). */
  min?: number;
}

export type OptionSource = 'actionCats' | 'helpCats' | 'transferModes' | 'techFields';

export interface KindSpec {
  label: string;
  /** The list's date and count column titles, when not 发布日期 and 浏览. */
  dateTitle?: string;
  countTitle?: string;
  /** The public page showing an item, for 查看. */
  portalPath: (id: number) => string;
  fields: FieldSpec[];
}

const optionsOf = (table: Record<number, string>) =>
  Object.entries(table).map(([value, label]) => ({ value: Number(value), label }));

const article: FieldSpec[] = [
  { name: 'source', label: '来源', type: 'text', required: true },
  { name: 'author', label: '作者', type: 'text' },
  { name: 'publishDate', label: '发布日期', type: 'date', required: true },
  { name: 'summary', label: '摘要', type: 'textarea', required: true },
];

const sortField: FieldSpec = {
  name: 'sort',
  label: '排序（小的在前）',
  type: 'number',
  placeholder: '0',
};

export const KINDS: Record<ContentKind, KindSpec> = {
  news: {
    label: '新闻',
    portalPath: (id) => `/NewsDetail?id=${id}`,
    fields: [
      { name: 'newsTitle', label: '标题', type: 'text', required: true },
      {
        name: 'newsType',
        label: '新闻类别',
        type: 'select',
        required: true,
        options: optionsOf(NEWS_TYPES),
      },
      { name: 'newsImg', label: '封面图片', type: 'image' },
      ...article,
      { name: 'isTop', label: '置顶', type: 'switch' },
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
  views: {
    label: '观点',
    portalPath: (id) => `/ViewsDetail?id=${id}`,
    fields: [
      { name: 'title', label: '标题', type: 'text', required: true },
      { name: 'img', label: '封面图片', type: 'image' },
      ...article,
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
  policies: {
    label: '政策',
    portalPath: (id) => `/PolicyDetail?id=${id}`,
    fields: [
      { name: 'policyName', label: '政策名称', type: 'text', required: true },
      { name: 'deptName', label: '发布部门', type: 'text', required: true },
      {
        name: 'policyLevel',
        label: '政策级别',
        type: 'select',
        required: true,
        options: optionsOf(POLICY_LEVELS),
      },
      { name: 'regionCode', label: '地区代码', type: 'text', placeholder: '国家级政策留空' },
      { name: 'publishDate', label: '发布日期', type: 'date', required: true },
      { name: 'startDate', label: '申报开始日期', type: 'date', required: true },
      { name: 'endDate', label: '申报结束日期', type: 'date', required: true },
      { name: 'summary', label: '摘要', type: 'textarea', required: true },
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
  activities: {
    label: '活动',
    portalPath: (id) => `/ActivityDetail?id=${id}`,
    fields: [
      { name: 'actionName', label: '活动名称', type: 'text', required: true },
      {
        name: 'catId',
        label: '活动类别',
        type: 'select',
        required: true,
        optionsFrom: 'actionCats',
      },
      { name: 'actionImg', label: '活动图片', type: 'image' },
      { name: 'organizer', label: '主办单位', type: 'text', required: true },
      {
        name: 'provinceCode',
        label: '省份代码',
        type: 'text',
        required: true,
        placeholder: '如 370000',
      },
      {
        name: 'cityCode',
        label: '城市代码',
        type: 'text',
        required: true,
        placeholder: '如 370100',
      },
      { name: 'address', label: '活动地址', type: 'text', required: true },
      { name: 'signStartAt', label: '报名开始', type: 'datetime', required: true },
      { name: 'signEndAt', label: '报名截止', type: 'datetime', required: true },
      { name: 'startAt', label: '活动开始', type: 'datetime', required: true },
      { name: 'endAt', label: '活动结束', type: 'datetime', required: true },
      { name: 'maxSignups', label: '人数上限', type: 'number', placeholder: '不限留空', min: 1 },
      { name: 'recommended', label: '推荐', type: 'switch' },
      { name: 'summary', label: '摘要', type: 'textarea', required: true },
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
  cases: {
    label: '成功案例',
    portalPath: (id) => `/SuccessDetail?id=${id}`,
    fields: [
      { name: 'title', label: '案例标题', type: 'text', required: true },
      { name: 'transferor', label: '转让方', type: 'text', required: true },
      { name: 'transferee', label: '受让方', type: 'text', required: true },
      { name: 'amount', label: '成交金额（元）', type: 'number', required: true },
      {
        name: 'transferMode',
        label: '转化方式',
        type: 'select',
        required: true,
        optionsFrom: 'transferModes',
      },
      {
        name: 'techFieldId',
        label: '技术领域',
        type: 'select',
        required: true,
        optionsFrom: 'techFields',
      },
      {
        name: 'regionCode',
        label: '地区代码',
        type: 'text',
        required: true,
        placeholder: '如 370100',
      },
      { name: 'dealDate', label: '成交日期', type: 'date', required: true },
      { name: 'outcomeId', label: '关联成果编号', type: 'number', placeholder: '无则留空', min: 1 },
      { name: 'img', label: '案例图片', type: 'image' },
      { name: 'publishDate', label: '发布日期', type: 'date', required: true },
      { name: 'summary', label: '摘要', type: 'textarea', required: true },
      { name: 'content', label: '案例详情', type: 'rich', required: true },
    ],
  },
  disclosures: {
    label: '信息公开',
    portalPath: (id) => `/DisclosureDetail?id=${id}`,
    fields: [
      { name: 'title', label: '标题', type: 'text', required: true },
      { name: 'indexNo', label: '索引号', type: 'text', required: true },
      { name: 'issuer', label: '发布机构', type: 'text', required: true },
      { name: 'docNo', label: '文号', type: 'text', placeholder: '无则留空' },
      {
        name: 'category',
        label: '主题分类',
        type: 'select',
        required: true,
        options: optionsOf(DISCLOSURE_CATEGORIES),
      },
      { name: 'subjectWords', label: '主题词', type: 'text', placeholder: '以空格分隔' },
      { name: 'writtenDate', label: '成文日期', type: 'date', required: true },
      { name: 'publishDate', label: '发布日期', type: 'date', required: true },
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
  help: {
    label: '帮助文章',
    dateTitle: '更新日期',
    portalPath: (id) => `/HelpCenter?id=${id}`,
    fields: [
      {
        name: 'categoryId',
        label: '帮助分类',
        type: 'select',
        required: true,
        optionsFrom: 'helpCats',
      },
      { name: 'title', label: '标题', type: 'text', required: true },
      sortField,
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
  downloads: {
    label: '下载表格',
    countTitle: '下载',
    portalPath: () => '/Formdownload',
    fields: [
      { name: 'title', label: '名称', type: 'text', required: true },
      {
        name: 'category',
        label: '类别',
        type: 'select',
        required: true,
        options: optionsOf(FORM_CATEGORIES),
      },
      { name: 'description', label: '说明', type: 'textarea', required: true },
      { name: 'fileId', label: '文件（pdf或图片）', type: 'file', required: true },
      { name: 'publishDate', label: '发布日期', type: 'date', required: true },
      sortField,
    ],
  },
};

export function kindOf(value: string | undefined): ContentKind | null {
  return value && value in KINDS ? (value as ContentKind) : null;
}
