import { z } from 'zod';
import { keysOf } from '../enums/label.ts';
import { platformTextSchema } from './home.ts';

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
export const EDITABLE_TEXT_KEYS = keysOf(EDITABLE_TEXTS);

export const adminEditableTextSchema = z.object({
  key: z.enum(EDITABLE_TEXT_KEYS),
  label: z.string(),
  /** img: only the home page's texts have a picture; null elsewhere. */
  ...platformTextSchema.shape,
});
export type AdminEditableText = z.infer<typeof adminEditableTextSchema>;

/** A row of a content list. */
export const adminContentRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 1 published, 0 draft or withdrawn. */
  status: z.number(),
  /** yyyy-MM-dd, or the start time for activities. */
  date: z.string(),
  /** Views, downloads for download forms; 0 for help articles (not counted). */
  viewCount: z.number(),
});
export type AdminContentRow = z.infer<typeof adminContentRowSchema>;

/** A content item or site list row as stored: its columns by name. */
export type AdminContentItem = { id: number } & Record<string, unknown>;
