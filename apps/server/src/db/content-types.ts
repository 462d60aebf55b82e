import type { Generated, Insertable, Selectable } from 'kysely';

/** Dictionary entries, grouped by key (company_property, guaranty_type, need_type…). */
export interface DictOptionsTable {
  id: Generated<number>;
  dictKey: string;
  optName: string;
  optValue: string;
  sort: Generated<number>;
}

/** Technical fields, two levels: parentId null for the top level. */
export interface TechFieldsTable {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  sort: Generated<number>;
}

/** Technology-transfer service agencies. `telephone` is stored whole and masked on display. */
export interface BusinessOrgsTable {
  id: Generated<number>;
  orgName: string;
  region: string;
  contact: string;
  telephone: string;
  sort: Generated<number>;
}

/** Type 1 official account (公众号), 2 mini program (小程序). */
export interface PublicAccountsTable {
  id: Generated<number>;
  type: number;
  name: string;
  qrImage: string;
  sort: Generated<number>;
}

/** Type 1 user agreement, 2 platform notice. `content` is an HTML fragment. */
export interface ProtocolsTable {
  id: Generated<number>;
  type: number;
  title: string;
  content: string;
  /** yyyy-MM-dd */
  updatedAt: string;
}

export interface HelpCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

/** Help-centre article; `content` is an HTML fragment. */
export interface HelpArticlesTable {
  id: Generated<number>;
  categoryId: number;
  title: string;
  content: string;
  sort: Generated<number>;
  /** yyyy-MM-dd */
  updatedAt: string;
  /** 1 shown on the portal, 0 hidden (migration 20261127_10). */
  status: Generated<number>;
}

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface DepartmentsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  sort: Generated<number>;
}

/** Operator-editable settings (footer, header links, login image), one row per key. */
export interface SiteSettingsTable {
  key: string;
  value: string;
}

/** Main navigation, two levels; clickType 1 route (routerName/tableRoute), 2 link (linkUrl). */
export interface NavItemsTable {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  clickType: number;
  tableRoute: string | null;
  routerName: string | null;
  linkUrl: string | null;
  sort: Generated<number>;
}

export interface HotWordsTable {
  id: Generated<number>;
  words: string;
  sort: Generated<number>;
}

/** A single row (id 1) holding the visitor count. */
export interface AccessCounterTable {
  id: number;
  count: number;
}

/** Tables of the general content domain (dictionaries, help centre, settings, navigation). */
export interface ContentTables {
  dictOptions: DictOptionsTable;
  techFields: TechFieldsTable;
  businessOrgs: BusinessOrgsTable;
  publicAccounts: PublicAccountsTable;
  protocols: ProtocolsTable;
  helpCategories: HelpCategoriesTable;
  helpArticles: HelpArticlesTable;
  schools: SchoolsTable;
  departments: DepartmentsTable;
  siteSettings: SiteSettingsTable;
  navItems: NavItemsTable;
  hotWords: HotWordsTable;
  accessCounter: AccessCounterTable;
}

export type NavItemRow = Selectable<NavItemsTable>;
export type TechFieldRow = Selectable<TechFieldsTable>;
export type NewHelpArticle = Insertable<HelpArticlesTable>;
