/**
 * Content management of the operator console (issue #14), under `/gateway`: the content role
 * writes, the audit role reads.
 */

/** Articles (rich text, or a file for downloads) with a publish state. */
export const CONTENT_KINDS = [
  'news',
  'views',
  'policies',
  'activities',
  'cases',
  'disclosures',
  'help',
  'downloads',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Ordered site lists: edited in place, no publish state (ads and stat tiles have a status). */
export const SITE_LIST_KINDS = [
  'ads',
  'hotWords',
  'friendlyLinks',
  'navItems',
  'quickMenus',
  'statTiles',
  'actionCategories',
  'helpCategories',
] as const;
export type SiteListKind = (typeof SITE_LIST_KINDS)[number];

/** Writes are POSTs, like the rest of the console. */
export const AdminContentPaths = {
  upload: '/admin/content-upload',
  list: (kind: ContentKind) => `/admin/content/${kind}`,
  item: (kind: ContentKind, id: number | string) => `/admin/content/${kind}/${id}`,
  publish: (kind: ContentKind, id: number | string) => `/admin/content/${kind}/${id}/publish`,
  siteList: (kind: SiteListKind) => `/admin/site/${kind}`,
  siteItem: (kind: SiteListKind, id: number | string) => `/admin/site/${kind}/${id}`,
  siteDelete: (kind: SiteListKind, id: number | string) => `/admin/site/${kind}/${id}/delete`,
  settings: '/admin/site-settings',
  texts: '/admin/texts',
  text: (key: EditableTextKey | string) => `/admin/texts/${key}`,
} as const;

/**
 * The portal's fixed rich texts an operator edits in place (平台文本): the home page's platform
 * texts by key, and the two agreements shown at registration by their type.
 */
export const EDITABLE_TEXTS = {
  platform_desc: '平台简介',
  about_us: '关于我们',
  tech_innovate: '科技创新',
  'protocol-1': '用户协议',
  'protocol-2': '平台须知',
} as const;
export type EditableTextKey = keyof typeof EDITABLE_TEXTS;
export const EDITABLE_TEXT_KEYS = Object.keys(EDITABLE_TEXTS) as [
  EditableTextKey,
  ...EditableTextKey[],
];

export interface AdminEditableText {
  key: EditableTextKey;
  label: string;
  title: string;
  content: string;
  /** Only the home page's texts have a picture; null elsewhere. */
  img: string | null;
  updatedAt: string;
}

/** A row of a content list. */
export interface AdminContentRow {
  id: number;
  title: string;
  /** 1 published, 0 draft or withdrawn. */
  status: number;
  /** yyyy-MM-dd, or the start time for activities. */
  date: string;
  /** Views, downloads for download forms; 0 for help articles (not counted). */
  viewCount: number;
}

/** A content item or site list row as stored: its columns by name. */
export type AdminContentItem = { id: number } & Record<string, unknown>;
