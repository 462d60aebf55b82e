import type { ContentKind } from '@portal/shared/api/index';
import { NEWS_TYPES, POLICY_LEVELS } from '@portal/shared/enums/news-type';

/** How the console edits each content kind: its name, the title column and the form's fields. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'date'
  | 'datetime'
  | 'select'
  | 'image'
  | 'rich'
  | 'number'
  | 'switch';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: { value: number | string; label: string }[];
  /** Options fetched from the portal's API (activity categories). */
  optionsFrom?: 'actionCats';
  placeholder?: string;
}

export interface KindSpec {
  label: string;
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
      { name: 'maxSignups', label: '人数上限', type: 'number', placeholder: '不限留空' },
      { name: 'recommended', label: '推荐', type: 'switch' },
      { name: 'summary', label: '摘要', type: 'textarea', required: true },
      { name: 'content', label: '正文', type: 'rich', required: true },
    ],
  },
};

export function kindOf(value: string | undefined): ContentKind | null {
  return value && value in KINDS ? (value as ContentKind) : null;
}
