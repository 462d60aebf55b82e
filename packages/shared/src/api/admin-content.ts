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
} as const;

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
